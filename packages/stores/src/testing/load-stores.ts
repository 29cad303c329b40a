import { vi } from 'vitest';

/**
 * A fresh copy of the stores, as a page load would create them: they read localStorage and the
 * URL when first imported, so each test prepares those and then loads.
 */
export const loadStores = async () => {
  vi.resetModules();
  return import('../index.js');
};

/** Puts the browser at `url` (path and hash) without leaving a history entry. */
export const visit = (url: string) => {
  history.replaceState(null, '', url);
};
