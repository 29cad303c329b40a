import { competitions, readList } from '@satchel/api';
import { api } from '../client.js';
import { createFeedStore } from '../data/create-feed-store.js';
import { messages } from '../messages/index.js';

/** Page size of the competitions list (spec part 2 §9). */
export const COMPETITIONS_PAGE_SIZE = 10;
/**
 * How much of the sentinel under the competitions list, or under a competition's products, must
 * show before the next page loads (spec part 2 §9).
 */
export const COMPETITIONS_SCROLL_THRESHOLD = 0.1;

/** The Competition tab's list: the name searched for ('' for every competition). */
export const competitionsFeed = createFeedStore({
  initialQuery: { name: '' },
  fetchPage: async ({ name }: { readonly name: string }, page) =>
    readList(
      competitions.competitionList,
      await api.call(competitions.list, {
        query: {
          includeTotal: true,
          page,
          limit: COMPETITIONS_PAGE_SIZE,
          sort: 1,
          ...(name !== '' && { name }),
        },
      }),
    ),
  // The existing backend answers an empty search with this message: an empty list, no dialog.
  get emptyMessage() {
    return messages.competitions.empty;
  },
  get failureTitle() {
    return messages.competitions.fetchFailed;
  },
});

/** The search box changed: the first page for that name, once typing pauses for 500 ms. */
export const searchCompetitions = (text: string): void =>
  competitionsFeed.search({ name: text.trim() });
