import { type SalesPeriod, sales } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { latestOnly } from '../data/latest.js';
import { createPause } from '../data/pause.js';
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

export interface SoldProductsState {
  readonly products: readonly sales.SoldProduct[];
  /** Pages loaded so far. */
  readonly page: number;
  readonly totalPages: number;
  readonly loading: boolean;
}

const $filters = atom<SoldProductsFilters>({ q: '', categoryId: '', soldCountSort: 'high-to-low' });
/** The filters the list was last asked for (the search only once the typing paused). */
const $applied = atom<SoldProductsFilters>($filters.get());
const $state = atom<SoldProductsState>({ products: [], page: 0, totalPages: 0, loading: false });

export const $soldProductsFilters = computed($filters, (filters) => filters);
/** The Product tab's cards; read-only outside. */
export const $soldProducts = computed($state, (state) => state);

const nextRequest = latestOnly();

/** Loads page `page` for the applied filters and the chosen period: page 1 starts over. */
async function loadPage(page: number): Promise<void> {
  const isCurrent = nextRequest();
  const filters = $applied.get();
  const period: SalesPeriod = $salesPeriod.get();
  const before = page === 1 ? [] : $state.get().products;
  $state.set({ ...$state.get(), products: before, loading: true });
  try {
    const { data } = await api.call(sales.salesTrack, {
      query: {
        page,
        limit: SOLD_PRODUCTS_PAGE_SIZE,
        soldCountSort: filters.soldCountSort,
        period,
        ...(filters.q.trim() && { q: filters.q.trim() }),
        ...(filters.categoryId && { filterByCategoryId: filters.categoryId }),
      },
    });
    if (isCurrent()) {
      $state.set({
        products: [...before, ...data.products],
        page,
        totalPages: data.totalPages,
        loading: false,
      });
    }
  } catch {
    // Spec part 2 §8: a failed load empties the list without a word (a 401 already signed out).
    if (isCurrent()) $state.set({ products: [], page: 0, totalPages: 0, loading: false });
  }
}

const startOver = () => void loadPage(1);

const searchPause = createPause();

const apply = (filters: SoldProductsFilters) => {
  searchPause.cancel();
  $applied.set(filters);
  startOver();
};

// While the cards are watched they follow the period; they load when first watched.
onMount($state, () => {
  const stop = $salesPeriod.listen(startOver);
  startOver();
  return () => {
    stop();
    searchPause.cancel();
  };
});

/** The search box changed: the list follows once typing pauses for 500 ms. */
export function searchSoldProducts(q: string): void {
  const filters = { ...$filters.get(), q };
  $filters.set(filters);
  searchPause.run(() => apply(filters));
}

/** A category ('' for all) or a sold-count order was chosen: the list follows at once. */
export function filterSoldProducts(
  change: Partial<Pick<SoldProductsFilters, 'categoryId' | 'soldCountSort'>>,
): void {
  const filters = { ...$filters.get(), ...change };
  $filters.set(filters);
  apply(filters);
}

/** The grid asked for more: the next page, unless one is loading or none is left. */
export function loadMoreSoldProducts(): void {
  const { loading, page, totalPages } = $state.get();
  if (!loading && page < totalPages) void loadPage(page + 1);
}
