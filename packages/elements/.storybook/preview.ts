// The package's themes: the stories follow the system's colour scheme.
import '../src/themes/light.css';
import '../src/themes/dark.css';
import './preview.css';
import type { Preview } from '@storybook/web-components-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
