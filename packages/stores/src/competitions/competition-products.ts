import { competitions, readList } from '@satchel/api';
import { api } from '../client.js';
import { createKeyedFeedStore } from '../data/create-feed-store.js';
import { messages } from '../messages/index.js';

/** Products load 10 at a time (spec part 2 §2). */
export const COMPETITION_PRODUCTS_PAGE_SIZE = 10;

/**
 * The products of each expanded competition, by its id; a collapsed one has no entry. Show
 * products expands a competition with its first page, loaded afresh on every expand
 * (associations made meanwhile show, spec part 2 §4); Load More Products appends the next.
 */
export const competitionProducts = createKeyedFeedStore({
  fetchPage: async (id, page) =>
    readList(
      competitions.competitionProductList,
      await api.call(competitions.products, {
        params: { id },
        query: { page, limit: COMPETITION_PRODUCTS_PAGE_SIZE },
      }),
    ),
  get failureTitle() {
    return messages.competitions.productsFetchFailed;
  },
});
