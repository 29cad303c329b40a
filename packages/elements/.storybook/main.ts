import type { StorybookConfig } from '@storybook/web-components-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // CI builds offline; nothing may phone home.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages are read from their sources, as everywhere else in the repository.
      resolve: { conditions: ['@satchel/source', ...defaultClientConditions] },
    }),
};

export default config;
