import { competitions } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession } from '../feedback/failures.js';
import { messages } from '../messages/index.js';

/** Products load 10 at a time (spec part 2 §2). */
export const COMPETITION_PRODUCTS_PAGE_SIZE = 10;

export interface CompetitionProductsState {
  /** The pages loaded so far, in order. */
  readonly items: readonly competitions.CompetitionProduct[];
  /** The last page loaded; 0 before the first. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalProducts: number;
  readonly loading: boolean;
}

const empty: CompetitionProductsState = {
  items: [],
  page: 0,
  totalPages: 0,
  totalProducts: 0,
  loading: false,
};

/** The products of each expanded competition, by its id; a collapsed one has no entry. */
export const $competitionProducts = atom<Readonly<Record<string, CompetitionProductsState>>>({});

/** Each competition's newest request: an older answer never overwrites a newer one. */
const latest = new Map<string, number>();

const put = (id: string, state: CompetitionProductsState) =>
  $competitionProducts.set({ ...$competitionProducts.get(), [id]: state });

async function load(id: string, page: number): Promise<void> {
  const ticket = (latest.get(id) ?? 0) + 1;
  latest.set(id, ticket);
  const shown = $competitionProducts.get()[id] ?? empty;
  put(id, { ...(page === 1 ? empty : shown), loading: true });
  // Collapsed meanwhile, or asked again: this answer is nobody's.
  const isCurrent = () => latest.get(id) === ticket && id in $competitionProducts.get();
  try {
    const answer = await api.call(competitions.products, {
      params: { id },
      query: { page, limit: COMPETITION_PRODUCTS_PAGE_SIZE },
    });
    if (!isCurrent()) return;
    put(id, {
      items: page === 1 ? answer.products : [...shown.items, ...answer.products],
      page,
      totalPages: answer.totalPages,
      totalProducts: answer.totalProducts,
      loading: false,
    });
  } catch (error) {
    if (!isCurrent()) return;
    put(id, { ...($competitionProducts.get()[id] ?? empty), loading: false });
    if (!endedSession(error)) showErrorDialog(messages.competitions.productsFetchFailed, error);
  }
}

/**
 * Show products: expands the competition with its first page, loaded afresh on every expand
 * (associations made meanwhile show, spec part 2 §4); collapses it when expanded.
 */
export function toggleCompetitionProducts(id: string): Promise<void> {
  const { [id]: shown, ...others } = $competitionProducts.get();
  if (shown) {
    $competitionProducts.set(others);
    return Promise.resolve();
  }
  return load(id, 1);
}

/** Whether the competition has pages not yet loaded. */
export const hasMoreProducts = (state: CompetitionProductsState): boolean =>
  state.page < state.totalPages;

/** Load More Products: the next page, appended; nothing while one loads or when all are in. */
export function loadMoreCompetitionProducts(id: string): Promise<void> {
  const state = $competitionProducts.get()[id];
  if (!state || state.loading || !hasMoreProducts(state)) return Promise.resolve();
  return load(id, state.page + 1);
}

/** After an association changed: an expanded competition shows its products afresh. */
export function refreshCompetitionProducts(id: string): Promise<void> {
  return id in $competitionProducts.get() ? load(id, 1) : Promise.resolve();
}
