import { readList, schools } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createFeedStore } from '../data/create-feed-store.js';
import { forgetOnLogout } from '../data/logout-reset.js';

/** Spec part 2 §9: schools come 10 a page. */
export const SCHOOLS_PAGE_SIZE = 10;

/**
 * The School tab's cards: the pages loaded so far of the search (trimmed; '' lists every
 * school). A failure empties the list with no dialog (spec part 2 §8) and asks no more until
 * the search changes or the list reloads.
 */
export const schoolsFeed = createFeedStore({
  initialQuery: { search: '' },
  fetchPage: async ({ search }: { readonly search: string }, page) =>
    readList(
      schools.schoolList,
      await api.call(schools.list, {
        query: {
          page,
          limit: SCHOOLS_PAGE_SIZE,
          includeTotal: true,
          // One text searches both names (the server lists a school matching either).
          ...(search && { schoolName: search, displayName: search }),
        },
      }),
    ),
});

/** What the search box holds, ahead of the search the cards answer. */
export const $schoolSearchText = atom('');
forgetOnLogout(() => $schoolSearchText.set(''));

/** The search box changed: the cards follow 500 ms after the last change. */
export function typeSchoolSearch(text: string): void {
  $schoolSearchText.set(text);
  schoolsFeed.search({ search: text.trim() });
}

/**
 * The School tab opened: the first page loads unless the cards are already there (kept while
 * the operator was elsewhere, forgotten at sign-out). An action the tab calls, not the store's
 * mount, which may outlive a sign-out by a moment.
 */
export const openSchools = (): Promise<void> =>
  schoolsFeed.$feed.get().page === 0 ? schoolsFeed.restart() : Promise.resolve();
