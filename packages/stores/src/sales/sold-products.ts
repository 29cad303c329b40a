import { sales } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { createFeedStore } from '../data/create-feed-store.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { $salesPeriod } from './sales-period.js';

/** Spec part 2 §9: sold products come 10 at a time. */
export const SOLD_PRODUCTS_PAGE_SIZE = 10;

export interface SoldProductsFilters {
  /** The search box as typed; the list follows it 500 ms after the last change. */
  readonly q: string;
  /** '' for every category. */
  readonly categoryId: string;
  readonly soldCountSort: sales.SoldCountSort;
}

const noFilters: SoldProductsFilters = { q: '', categoryId: '', soldCountSort: 'high-to-low' };

/**
 * The Product tab's cards for the filters last applied (the search once the typing paused) and
 * the chosen period. A failed load empties them without a word (spec part 2 §8; a 401 already
 * signed out).
 */
export const soldProductsFeed = createFeedStore({
  initialQuery: noFilters,
  fetchPage: async (filters: SoldProductsFilters, page) => {
    const { data } = await api.call(sales.salesTrack, {
      query: {
        page,
        limit: SOLD_PRODUCTS_PAGE_SIZE,
        soldCountSort: filters.soldCountSort,
        period: $salesPeriod.get(),
        ...(filters.q.trim() && { q: filters.q.trim() }),
        ...(filters.categoryId && { filterByCategoryId: filters.categoryId }),
      },
    });
    // The answer has no total: only how many pages there are.
    return { items: data.products, totalPages: data.totalPages };
  },
});

/** The filters as the operator set them, the search text ahead of the list. */
const $filters = atom<SoldProductsFilters>(noFilters);
forgetOnLogout(() => $filters.set(noFilters));
export const $soldProductsFilters = computed($filters, (filters) => filters);

// While the cards are watched they follow the period.
onMount(soldProductsFeed.$feed, () => $salesPeriod.listen(() => void soldProductsFeed.restart()));

/**
 * The Product tab opened: its cards load afresh. An action, not the store's mount: a store
 * stays mounted for a moment after its last watcher leaves, so a sign-out and a quick sign-in
 * would otherwise show the forgotten feed without loading it.
 */
export const openSoldProducts = (): Promise<void> => soldProductsFeed.restart();

/** The search box changed: the list follows once typing pauses for 500 ms. */
export function searchSoldProducts(q: string): void {
  const filters = { ...$filters.get(), q };
  $filters.set(filters);
  soldProductsFeed.search(filters);
}

/** A category ('' for all) or a sold-count order was chosen: the list follows at once. */
export function filterSoldProducts(
  change: Partial<Pick<SoldProductsFilters, 'categoryId' | 'soldCountSort'>>,
): void {
  const filters = { ...$filters.get(), ...change };
  $filters.set(filters);
  void soldProductsFeed.restart(filters);
}
