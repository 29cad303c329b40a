import './catalogue.css';
import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// Written by `cem analyze` (the package's build): each element's documented API.
import manifest from '../custom-elements.json' with { type: 'json' };
import { withTheme } from './with-theme.js';

// Every theme the elements ship (light.css and dark.css), as a host page loads them.
import.meta.glob('../src/themes/*.css', { eager: true });

// The Docs pages list each element's properties, events, slots, parts and CSS custom
// properties from the manifest, so they cannot drift from the code.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    options: { storySort: { order: ['Foundations', 'Elements'] } },
  },
  globalTypes: {
    theme: {
      description: 'The colour scheme the elements are shown in',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
};

export default preview;
