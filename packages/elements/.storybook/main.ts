import type { StorybookConfig } from '@storybook/web-components-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // CI builds offline and the catalogue is served to designers: nothing may phone home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages are read from their sources, as everywhere else in the repository.
      resolve: { conditions: ['@satchel/source', ...defaultClientConditions] },
      // Every URL of the build is relative, so the server can publish it under /catalogue/.
      base: './',
    }),
};

export default config;
