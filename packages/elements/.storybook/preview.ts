import '@shoelace-style/shoelace/dist/themes/light.css';
import type { Preview } from '@storybook/web-components-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
