import { vi } from 'vitest';

type Stores = typeof import('../index.js');

/** The screens' namespaces of the stores' index. */
const screens = [
  'banners',
  'categories',
  'competitions',
  'coupons',
  'dashboard',
  'drivers',
  'merchants',
  'orders',
  'productManagement',
  'products',
  'sales',
  'schools',
  'users',
] as const satisfies readonly (keyof Stores)[];

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Whole,
) => void
  ? Whole
  : never;

/** The shared pieces and every screen's stores side by side, as a test destructures them. */
type AllStores = Stores & Intersection<Stores[(typeof screens)[number]]>;

/**
 * A fresh copy of the stores, as a page load would create them: they read localStorage and the
 * URL when first imported, so each test prepares those and then loads. A test reaches every
 * screen's stores by name (each screen's names are its own).
 */
export const loadStores = async (): Promise<AllStores> => {
  vi.resetModules();
  // The fresh copy's texts are English too, installed before any store reads them.
  await import('./english.js');
  const stores = await import('../index.js');
  return Object.assign({}, stores, ...screens.map((screen) => stores[screen])) as AllStores;
};

/** Puts the browser at `url` (path and hash) without leaving a history entry. */
export const visit = (url: string) => {
  history.replaceState(null, '', url);
};
