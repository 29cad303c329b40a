import type { Decorator } from '@storybook/web-components-vite';

export type CatalogueTheme = 'light' | 'dark';

/**
 * Shows the story in the toolbar's theme. The choice is written where a theme can read it:
 * `data-sat-theme` on <html> (which the elements' themes key on to override prefers-color-scheme)
 * and Shoelace's `sl-theme-light`/`sl-theme-dark` classes, which Shoelace's own parts follow.
 */
export const withTheme: Decorator = (story, context) => {
  const theme: CatalogueTheme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.dataset.satTheme = theme;
  root.classList.toggle('sl-theme-light', theme === 'light');
  root.classList.toggle('sl-theme-dark', theme === 'dark');
  return story();
};
