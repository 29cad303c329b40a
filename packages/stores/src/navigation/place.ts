import { atom, computed, onMount } from 'nanostores';

/** The shell's content path when the URL names none (spec part 1 §9). */
export const defaultSection = '/users';

/**
 * The operator's place in the shell: the section, the applied query of its list, and the record
 * open in it. The URL hash carries all three (`/#/order-management?page=3&status=delivered&open=
 * SAT-2611-000123`), so reload, Back/Forward and a copied link return to the same place.
 */
export interface Place {
  readonly section: string;
  /** The section's list query (page, limit, sort, filters), as the list writes it. */
  readonly query: Readonly<Record<string, string>>;
  /** The record shown in place of the list (an order's details), if any. */
  readonly open: string | null;
}

/** The query parameter naming the open record; no list has a filter of that name. */
const openParam = 'open';

/** The place the URL hash names (`#/orders?page=2` → /orders, page 2), if it names one. */
const placeInHash = (): Place | undefined => {
  const hash = location.hash.slice(1);
  if (!hash.startsWith('/')) return undefined;
  const [section = '', search = ''] = hash.split(/\?(.*)/s);
  const { [openParam]: open, ...query } = Object.fromEntries(new URLSearchParams(search));
  return { section, query, open: open || null };
};

/** The hash of a place (with its leading `#`). */
export const placeHash = ({ section, query, open }: Place): string => {
  const search = new URLSearchParams(open ? { ...query, [openParam]: open } : query).toString();
  return `#${section}${search ? `?${search}` : ''}`;
};

const samePlace = (a: Place, b: Place): boolean => placeHash(a) === placeHash(b);

/**
 * Whether the URL the console was opened at named a section (a link, a reload); if not, the
 * shell may start elsewhere than the default section when the operator's role does not allow it.
 */
export const sectionNamedAtStart = placeInHash() !== undefined;

/**
 * Where the operator is. It lives in memory (so it survives a trip through /login after a 401)
 * and is mirrored to the URL hash.
 */
export const $place = atom<Place>(
  placeInHash() ?? { section: defaultSection, query: {}, open: null },
);

/** The shell's current content path. */
export const $section = computed($place, (place) => place.section);

const followHash = () => {
  const place = placeInHash();
  if (place !== undefined && !samePlace(place, $place.get())) $place.set(place);
};

onMount($place, () => {
  followHash();
  window.addEventListener('hashchange', followHash);
  window.addEventListener('popstate', followHash);
  return () => {
    window.removeEventListener('hashchange', followHash);
    window.removeEventListener('popstate', followHash);
  };
});

/**
 * Moves to a place. `push` adds a history entry (Back returns to the place before); otherwise
 * the current entry is corrected (a list writing the query it was opened with).
 */
export function goTo(place: Place, { push = true } = {}): void {
  const hashShown = location.hash === placeHash(place);
  if (samePlace(place, $place.get()) && hashShown) return;
  $place.set(place);
  if (hashShown) return;
  if (push) history.pushState(null, '', placeHash(place));
  else history.replaceState(null, '', placeHash(place));
}

/**
 * Shows a section as its list was left (the list writes its query back), with a history entry;
 * the section already shown stays as it is.
 */
export function openSection(section: string): void {
  if (section === $place.get().section && location.hash.startsWith(`#${section}`)) return;
  goTo({ section, query: {}, open: null });
}

/** Logout: the section stays (the next sign-in returns to it), its query and record go. */
export function forgetPlace(): void {
  $place.set({ section: $place.get().section, query: {}, open: null });
}
