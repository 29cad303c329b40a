import type { ListPage } from '@satchel/api';
import { computed, map, onMount, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession, isAnswer } from '../feedback/failures.js';
import { $place, goTo } from '../navigation/place.js';
import { $loadPagesAtOnce } from '../session/preferences.js';
import { latestOnly } from './latest.js';
import {
  baseListParams,
  fromPlaceQuery,
  type ListParams,
  mergeFilters,
  type PageCursor,
  sameParams,
  toPlaceQuery,
} from './list-params.js';

export interface ListState<Item> {
  /** The stored query: page, size and sort changes land here first. */
  readonly params: ListParams;
  /** The query the shown items answer; null before the first answer. */
  readonly shown: ListParams | null;
  readonly items: readonly Item[];
  readonly total: number;
  readonly totalPages: number;
  readonly loading: boolean;
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
  /**
   * The shell section that shows the list: while it is shown, the URL carries the applied
   * query, and a URL (a reload, Back/Forward, a copied link) sets it.
   */
  readonly section?: string;
}

export interface ListStore<Item> {
  /** The list; while it is watched, Back and Forward to another query of its section load it. */
  readonly $list: ReadableAtom<ListState<Item>>;
  /** The screen opened: loads with the query the URL names, else the stored one. */
  open(): Promise<void>;
  /** Reloads with the stored query (Refresh, Apply Changes). */
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
  /**
   * A change shown at once and then confirmed (a toggle in a row): the matching item shows
   * `change(item)` while `write` runs, then the item `write` answers; when the write fails the
   * item is put back as it was and the error goes on to the caller.
   */
  changeItem(
    matches: (item: Item) => boolean,
    change: (item: Item) => Item,
    write: () => Promise<Item>,
  ): Promise<void>;
}

/** Every list's way back to its spec defaults, for logout. */
const forgetters = new Set<() => void>();

/** Logout: every list forgets its query and rows; the next sign-in starts from the defaults. */
export function forgetListQueries(): void {
  for (const forget of forgetters) forget();
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
  const initial: ListState<Item> = {
    params: base,
    shown: null,
    items: [],
    total: 0,
    totalPages: 0,
    loading: false,
  };
  // The stores' own reads go to $state: reading the watched $list would count as watching it.
  const $state = map<ListState<Item>>(initial);
  const $list = computed($state, (state) => state);
  const nextRequest = latestOnly();
  /** The query of the newest load: what the URL shows. */
  let applied: ListParams | null = null;
  /** The cursor the shown page was read with, so that Refresh reads it the same way. */
  let shownCursor: PageCursor | undefined;
  forgetters.add(() => {
    nextRequest();
    applied = null;
    shownCursor = undefined;
    $state.set(initial);
  });

  /**
   * The cursor for `params`: the page after or before the shown one, of the same query, starts
   * beside the shown page's last or first row. Page 1 is always read from the top.
   */
  const cursorFor = (params: ListParams): PageCursor | undefined => {
    const { shown, items } = $state.get();
    if (params.page === 1 || !shown || !sameParams({ ...params, page: shown.page }, shown)) {
      return undefined;
    }
    if (params.page === shown.page) return shownCursor;
    const [first, last] = [items.at(0), items.at(-1)];
    if (params.page === shown.page + 1 && last) return { after: last.id };
    if (params.page === shown.page - 1 && first) return { before: first.id };
    return undefined;
  };

  const setParams = (params: ListParams) => $state.setKey('params', params);

  /**
   * Puts the applied query in the URL while the list's section is shown: a new history entry
   * for a query the operator applied, a corrected entry for the one the section opened with.
   */
  const showInUrl = (params: ListParams, { push }: { push: boolean }) => {
    const place = $place.get();
    if (options.section === undefined || place.section !== options.section) return;
    goTo({ ...place, query: toPlaceQuery(params, base) }, { push });
  };

  const loadApplied = async ({ push }: { push: boolean }): Promise<void> => {
    const isCurrent = nextRequest();
    const params = $state.get().params;
    const cursor = cursorFor(params);
    applied = params;
    showInUrl(params, { push });
    $state.setKey('loading', true);
    try {
      const page = await options.fetchPage(params, cursor);
      if (!isCurrent()) return;
      shownCursor = cursor;
      $state.set({ ...$state.get(), ...page, shown: params, loading: false });
    } catch (error) {
      if (!isCurrent()) return;
      if (isAnswer(error, options.emptyMessage)) {
        shownCursor = undefined;
        $state.set({ ...$state.get(), items: [], total: 0, totalPages: 0, shown: params });
      } else if (!endedSession(error)) {
        showErrorDialog(options.failureTitle, error);
      }
      $state.setKey('loading', false);
    }
  };

  /** The query the URL names for this list, if its section is shown with one. */
  const namedInUrl = (): ListParams | null => {
    const { section, query } = $place.get();
    return section === options.section && Object.keys(query).length > 0
      ? fromPlaceQuery(query, base)
      : null;
  };

  /** Reloads with the stored query, which the operator applied (Back returns before it). */
  const load = () => loadApplied({ push: true });

  const open = (): Promise<void> => {
    const named = namedInUrl();
    if (named) setParams(named);
    // The section opened without a query takes the list's as it was: that corrects the entry.
    return loadApplied({ push: false });
  };

  // Back and Forward within the list's section load the query their entry names (none: the
  // defaults, the entry before the first applied query); the section opened from elsewhere
  // without a query (the sidebar) shows the list as it was left, its query written back.
  onMount($list, () =>
    $place.listen((place, previous) => {
      if (place.section !== options.section || applied === null) return;
      const named = namedInUrl();
      if (named === null && previous?.section !== place.section) {
        showInUrl(applied, { push: false });
        return;
      }
      const wanted = named ?? base;
      if (!sameParams(wanted, applied)) {
        setParams(wanted);
        void loadApplied({ push: false });
      }
    }),
  );

  const params = () => $state.get().params;

  const replaceItem = (matches: (item: Item) => boolean, next: Item) =>
    $state.setKey(
      'items',
      $state.get().items.map((item) => (matches(item) ? next : item)),
    );

  return {
    $list,
    open,
    load,
    setPage(page) {
      setParams({ ...params(), page: Math.max(1, page) });
      // The spec's rule is that only Apply Changes loads; an operator may choose otherwise.
      if ($loadPagesAtOnce.get()) void load();
    },
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
    replaceItem,
    async changeItem(matches, change, write) {
      const before = $state.get().items.find(matches);
      if (before) replaceItem(matches, change(before));
      try {
        replaceItem(matches, await write());
      } catch (error) {
        if (before) replaceItem(matches, before);
        throw error;
      }
    },
  };
}
