import { readList, schools } from '@satchel/api';
import { atom, onMount } from 'nanostores';
import { api } from '../client.js';
import { latestOnly } from '../data/latest.js';
import { createPause } from '../data/pause.js';
import { $session } from '../session/session.js';

/** Spec part 2 §9: schools come 10 a page. */
export const SCHOOLS_PAGE_SIZE = 10;

export interface SchoolsGrid {
  /** The search the cards answer (trimmed); '' lists every school. */
  readonly search: string;
  readonly items: readonly schools.School[];
  readonly total: number;
  /** The last page loaded; 0 before the first. */
  readonly page: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
}

const empty = (search: string): SchoolsGrid => ({
  search,
  items: [],
  total: 0,
  page: 0,
  hasMore: true,
  loading: false,
});

/** The School tab's cards: the pages loaded so far of the current search. */
export const $schoolsGrid = atom<SchoolsGrid>(empty(''));
/** What the search box holds, ahead of the search the cards answer. */
export const $schoolSearchText = atom('');

const nextRequest = latestOnly();

/**
 * Loads the next page of the current search and appends it. A failure empties the list with no
 * dialog (spec part 2 §8) and stops asking until the search changes or the list reloads.
 */
export async function loadMoreSchools(): Promise<void> {
  const shown = $schoolsGrid.get();
  if (shown.loading || !shown.hasMore) return;
  const isCurrent = nextRequest();
  $schoolsGrid.set({ ...shown, loading: true });
  const text = shown.search;
  try {
    const answer = await api.call(schools.list, {
      query: {
        page: shown.page + 1,
        limit: SCHOOLS_PAGE_SIZE,
        includeTotal: true,
        // One text searches both names (the server lists a school matching either).
        ...(text && { schoolName: text, displayName: text }),
      },
    });
    if (!isCurrent()) return;
    const { items, total, totalPages } = readList(schools.schoolList, answer);
    const page = shown.page + 1;
    $schoolsGrid.set({
      search: text,
      items: [...shown.items, ...items],
      total,
      page,
      hasMore: page < totalPages && items.length > 0,
      loading: false,
    });
  } catch {
    // A 401 has ended the session and said so; any other failure is silent too.
    if (!isCurrent()) return;
    $schoolsGrid.set({ ...empty(text), hasMore: false });
  }
}

/** Starts the list again from its first page (the search changed, or a school was saved). */
export function reloadSchools(search: string = $schoolsGrid.get().search): Promise<void> {
  nextRequest();
  $schoolsGrid.set(empty(search));
  return loadMoreSchools();
}

const searchPause = createPause();

/** The search box changed: the cards follow 500 ms after the last change. */
export function typeSchoolSearch(text: string): void {
  $schoolSearchText.set(text);
  searchPause.run(() => {
    const search = text.trim();
    if (search !== $schoolsGrid.get().search) void reloadSchools(search);
  });
}

/** Shows a school as the server now has it, in its place. */
export function showChangedSchool(school: schools.School): void {
  const grid = $schoolsGrid.get();
  $schoolsGrid.set({
    ...grid,
    items: grid.items.map((item) => (item.id === school.id ? school : item)),
  });
}

/** Takes a deleted school's card away (spec part 2 §4). */
export function dropSchool(id: string): void {
  const grid = $schoolsGrid.get();
  $schoolsGrid.set({
    ...grid,
    items: grid.items.filter((item) => item.id !== id),
    total: Math.max(0, grid.total - 1),
  });
}

// Logout forgets the search and the cards: the next sign-in starts from the first page.
$session.subscribe(({ token }) => {
  if (token !== null) return;
  searchPause.cancel();
  nextRequest();
  $schoolSearchText.set('');
  $schoolsGrid.set(empty(''));
});

// The first page loads when the tab first shows the cards.
onMount($schoolsGrid, () => {
  if ($schoolsGrid.get().page === 0) void loadMoreSchools();
});
