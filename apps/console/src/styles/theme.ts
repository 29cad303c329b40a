import { $theme } from '@satchel/stores';

/**
 * Keeps <html> in the operator's theme: `data-sat-theme` forces light or dark on the console's
 * styles, Shoelace's and every element's; without it the themes follow the system
 * (`prefers-color-scheme`). Called before the first render, so the page is painted in the
 * browser's last theme, not in the default one first.
 */
export const followTheme = (): (() => void) =>
  $theme.subscribe((theme) => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.satTheme;
    else root.dataset.satTheme = theme;
  });
