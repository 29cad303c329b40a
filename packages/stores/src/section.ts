import { atom, onMount } from 'nanostores';

/** The shell's content path when the URL names none (spec part 1 §9). */
export const defaultSection = '/users';

/** The content path in the URL hash (`/#/orders` → `/orders`), if the hash names one. */
const sectionInHash = (): string | undefined => {
  const path = location.hash.slice(1);
  return path.startsWith('/') ? path : undefined;
};

/**
 * The shell's current content path. It lives in memory (so it survives a trip through /login
 * after a 401) and is mirrored to the URL hash, so reload and Back keep the operator's place.
 */
export const $section = atom<string>(sectionInHash() ?? defaultSection);

const followHash = () => {
  const path = sectionInHash();
  if (path !== undefined) $section.set(path);
};

onMount($section, () => {
  followHash();
  window.addEventListener('hashchange', followHash);
  window.addEventListener('popstate', followHash);
  return () => {
    window.removeEventListener('hashchange', followHash);
    window.removeEventListener('popstate', followHash);
  };
});

/** Shows a section and adds a history entry for it, so Back returns to the previous one. */
export function openSection(path: string): void {
  if (path === $section.get() && sectionInHash() === path) return;
  $section.set(path);
  history.pushState(null, '', `#${path}`);
}
