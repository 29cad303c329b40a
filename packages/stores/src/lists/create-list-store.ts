import { ApiError, type ListPage } from '@satchel/api';
import { map, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../dialog.js';
import { endedSession } from '../session-ended.js';
import {
  baseListParams,
  type ListParams,
  mergeFilters,
  type PageCursor,
  sameParams,
} from './list-params.js';

export interface ListState<Item> {
  /** The stored query: page, size and sort changes land here first. */
  readonly params: ListParams;
  /** The query the shown items answer; null before the first answer. */
  readonly shown: ListParams | null;
  /** Whether `params` differ from what is shown (the table signals it). */
  readonly pending: boolean;
  readonly items: readonly Item[];
  readonly total: number;
  readonly totalPages: number;
  readonly loading: boolean;
  /** The last failure's text, cleared by the next answer. */
  readonly error: string | null;
}

/** A list row: every list's items carry their id. */
export interface ListItem {
  readonly id: string;
}

export interface ListStoreOptions<Item> {
  /**
   * Fetches one page; throws ApiError on failure. `cursor`, when given, names the row the page
   * starts beside, so that the server need not skip every row before it.
   */
  readonly fetchPage: (params: ListParams, cursor?: PageCursor) => Promise<ListPage<Item>>;
  /** Title of the error dialog a failed fetch opens, e.g. 'User fetching Failed'. */
  readonly failureTitle: string;
  /** The backend's "nothing matched" text, e.g. 'No users found': an empty list, not an error. */
  readonly emptyMessage: string;
  /** Where the list starts and where Reset returns to; defaults to the spec's (sort 1). */
  readonly baseParams?: ListParams;
}

export interface ListStore<Item> {
  readonly $list: ReadableAtom<ListState<Item>>;
  /** Reloads with the stored query (first load, Refresh, Apply Changes). */
  load(): Promise<void>;
  setPage(page: number): void;
  /** A new page size starts again at page 1. */
  setLimit(limit: number): void;
  setSort(sort: -1 | 1): void;
  /** Merges the entered filters (blank ones dropped), back to page 1, and reloads. */
  applyFilters(entered: Readonly<Record<string, string | undefined>>): Promise<void>;
  /** Clears the filters and reloads with the base query. */
  resetFilters(): Promise<void>;
  /** Sets one filter (a status button) keeping page, size and sort, and reloads. */
  setFilter(name: string, value: string | undefined): Promise<void>;
  /** Replaces one shown item (a status change applied to its row). */
  replaceItem(matches: (item: Item) => boolean, next: Item): void;
}

/**
 * The one list-semantics factory (design.md §3, spec part 1 §4 "Order list behaviour"): page,
 * size and sort only change the stored query; Apply Changes, Apply filters, Reset, Refresh and
 * a status choice reload. Only the newest load's answer is shown, so a slow answer never
 * overwrites a newer one.
 */
export function createListStore<Item extends ListItem>(
  options: ListStoreOptions<Item>,
): ListStore<Item> {
  const base = options.baseParams ?? baseListParams();
  const $list = map<ListState<Item>>({
    params: base,
    shown: null,
    pending: false,
    items: [],
    total: 0,
    totalPages: 0,
    loading: false,
    error: null,
  });
  let latest = 0;
  /** The cursor the shown page was read with, so that Refresh reads it the same way. */
  let shownCursor: PageCursor | undefined;

  /**
   * The cursor for `params`: the page after or before the shown one, of the same query, starts
   * beside the shown page's last or first row. Page 1 is always read from the top.
   */
  const cursorFor = (params: ListParams): PageCursor | undefined => {
    const { shown, items } = $list.get();
    if (params.page === 1 || !shown || !sameParams({ ...params, page: shown.page }, shown)) {
      return undefined;
    }
    if (params.page === shown.page) return shownCursor;
    const [first, last] = [items.at(0), items.at(-1)];
    if (params.page === shown.page + 1 && last) return { after: last.id };
    if (params.page === shown.page - 1 && first) return { before: first.id };
    return undefined;
  };

  const setParams = (params: ListParams) => {
    const { shown } = $list.get();
    $list.set({ ...$list.get(), params, pending: shown !== null && !sameParams(params, shown) });
  };

  const load = async (): Promise<void> => {
    const ticket = ++latest;
    const params = $list.get().params;
    const cursor = cursorFor(params);
    $list.set({ ...$list.get(), loading: true });
    try {
      const page = await options.fetchPage(params, cursor);
      if (ticket !== latest) return;
      shownCursor = cursor;
      $list.set({ ...$list.get(), ...page, shown: params, pending: false, error: null });
    } catch (error) {
      if (ticket !== latest) return;
      if (error instanceof ApiError && error.message === options.emptyMessage) {
        shownCursor = undefined;
        $list.set({
          ...$list.get(),
          items: [],
          total: 0,
          totalPages: 0,
          shown: params,
          pending: false,
          error: null,
        });
        return;
      }
      $list.set({
        ...$list.get(),
        error: error instanceof ApiError ? error.message : String(error),
      });
      // A 401 already ended the session (and said so); a dialog on top would only repeat it.
      if (!endedSession(error)) {
        showErrorDialog(options.failureTitle, error);
      }
    } finally {
      if (ticket === latest) $list.setKey('loading', false);
    }
  };

  const params = () => $list.get().params;

  return {
    $list,
    load,
    setPage: (page) => setParams({ ...params(), page: Math.max(1, page) }),
    setLimit: (limit) => setParams({ ...params(), limit, page: 1 }),
    setSort: (sort) => setParams({ ...params(), sort }),
    applyFilters(entered) {
      setParams({ ...params(), page: 1, filters: mergeFilters(params().filters, entered) });
      return load();
    },
    resetFilters() {
      setParams(base);
      return load();
    },
    setFilter(name, value) {
      setParams({ ...params(), filters: mergeFilters(params().filters, { [name]: value }) });
      return load();
    },
    replaceItem(matches, next) {
      $list.setKey(
        'items',
        $list.get().items.map((item) => (matches(item) ? next : item)),
      );
    },
  };
}
