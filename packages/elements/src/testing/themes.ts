import darkTheme from '../themes/dark.css?inline';
import lightTheme from '../themes/light.css?inline';

/** Puts the package's two themes on the page, as the README tells hosts to. */
export function loadThemes(): void {
  if (document.querySelector('style[data-sat-themes]')) return;
  const style = document.createElement('style');
  style.dataset.satThemes = '';
  style.textContent = `${lightTheme}\n${darkTheme}`;
  document.head.append(style);
}
