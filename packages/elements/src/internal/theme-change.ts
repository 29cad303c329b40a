/**
 * Calls `onChange` when the page's theme may have changed: the system's colour scheme, or the
 * `data-sat-theme` attribute or the class (`sl-theme-dark`) of <html>; the caller checks whether
 * what it needs did change. For what CSS cannot repaint by itself, such as colours drawn on a
 * canvas. Returns the function that stops watching.
 */
export function watchThemeChanges(onChange: () => void): () => void {
  const scheme = matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', onChange);
  const root = new MutationObserver(onChange);
  root.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-sat-theme', 'class'],
  });
  return () => {
    scheme.removeEventListener('change', onChange);
    root.disconnect();
  };
}
