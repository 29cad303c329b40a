import type { Decorator } from '@storybook/web-components-vite';

export type CatalogueTheme = 'light' | 'dark';

/**
 * Shows the story in the toolbar's theme. The choice is written where a theme can read it:
 * `data-theme` on <html> (which the elements' own themes key on to override
 * prefers-color-scheme) and Shoelace's `sl-theme-light`/`sl-theme-dark` classes.
 */
export const withTheme: Decorator = (story, context) => {
  const theme: CatalogueTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle('sl-theme-light', theme === 'light');
  root.classList.toggle('sl-theme-dark', theme === 'dark');
  return story();
};
