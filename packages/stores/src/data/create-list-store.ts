import {
  isListKind,
  type ListEnvelope,
  type ListFilterName,
  type ListKind,
  type ListNames,
  type ListPage,
  listCalls,
  type ViewListKind,
} from '@satchel/api';
import { computed, map, onMount, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession, isAnswer } from '../feedback/failures.js';
import { $place, goTo } from '../navigation/place.js';
import { $loadPagesAtOnce } from '../session/preferences.js';
import { fetchList } from './fetch-list.js';
import { latestOnly } from './latest.js';
import { createListBulk, type ListBulk } from './list-bulk.js';
import { type ExportColumn, listExport } from './list-export.js';
import {
  baseListParams,
  fromPlaceQuery,
  type ListParams,
  mergeFilters,
  type PageCursor,
  sameFilters,
  sameParams,
  type TotalRequest,
  toPlaceQuery,
} from './list-params.js';
import { type ListViewsApi, listViewsOf, VIEW_PARAM } from './list-views.js';
import { followChanges, type LiveRowsState, noLiveRows } from './live-rows.js';
import { forgetOnLogout } from './logout-reset.js';
import { createRowUpdate, type ListItem, type RowUpdate } from './row-update.js';

export interface ListState<Item> extends LiveRowsState {
  /** The stored query: page, size and sort changes land here first. */
  readonly params: ListParams;
  /** The query the shown items answer; null before the first answer. */
  readonly shown: ListParams | null;
  readonly items: readonly Item[];
  readonly total: number;
  readonly totalPages: number;
  /** The total (and page count) is the server's estimate: "about N" (see `countExactly`). */
  readonly totalEstimated: boolean;
  readonly loading: boolean;
}

export interface ListOptions<Kind extends ViewListKind = ViewListKind> {
  /**
   * Which list it is on the wire: its saved views and columns, and, for a table list of the
   * wire's (`listKinds`: its call `listCalls[kind]`; not Sales Track's merchant rows), its change
   * notices and export.
   */
  readonly kind: Kind;
  /**
   * The shell section that shows the list (the registry's path): while it is shown, the URL
   * carries the applied query, and a URL (a reload, Back/Forward, a copied link) sets it.
   */
  readonly section: string;
  /**
   * Title of the error dialog a failed fetch opens, e.g. 'User fetching Failed'. Read when shown,
   * as is `emptyMessage`: a store made as its module loads gives them as getters of the installed
   * catalogue (messages/index.ts), which may be installed after.
   */
  readonly failureTitle: string;
  /** The backend's "nothing matched" text, e.g. 'No users found': an empty list, not an error. */
  readonly emptyMessage: string;
  /** Where the list starts and where Reset returns to; defaults to the spec's (sort 1). */
  readonly baseParams?: ListParams;
}

/**
 * Fetches one page; throws ApiError on failure. `cursor`, when given, names the row the page
 * starts beside, so that the server need not skip every row before it; `total` may ask for an
 * exact count.
 */
export type PageFetcher<Item> = (
  params: ListParams,
  cursor?: PageCursor,
  total?: TotalRequest,
) => Promise<ListPage<Item>>;

/** Entered filter values by filter name; a blank value drops that filter. */
export type FilterValues<Filter extends string> = Readonly<
  Partial<Record<Filter, string | undefined>>
>;

/** One list, as a screen folder exports it: its state and every way to change it. */
export interface ListStore<Item extends ListItem, Filter extends string = string>
  extends Partial<ListViewsApi> {
  /** The list; while it is watched, Back and Forward to another query of its section load it. */
  readonly $list: ReadableAtom<ListState<Item>>;
  /** The shell section that shows it (the registry reads its path here). */
  readonly section: string;
  /** Which list it is on the wire: what a role's permissions on it are named by (`users:export`). */
  readonly kind: ViewListKind;
  /** The screen opened: loads with the query the URL names, else the stored one. */
  open(): Promise<void>;
  /** Reloads with the stored query (Refresh, Apply Changes). */
  reload(): Promise<void>;
  setPage(page: number): void;
  /** A new page size starts again at page 1. */
  setLimit(limit: number): void;
  setSort(sort: -1 | 1): void;
  /** Merges the entered filters (blank ones dropped), back to page 1, and reloads. */
  apply(entered: FilterValues<Filter>): Promise<void>;
  /** Clears the filters and reloads with the base query. */
  reset(): Promise<void>;
  /** Sets one filter (a status button) keeping page, size and sort, and reloads. */
  setFilter(name: Filter, value: string | undefined): Promise<void>;
  /** Shows a row as the server now has it (after a form or a settlement changed it). */
  showRow(row: Item): void;
  /** Writes one row in its declared mode (see RowUpdate); true when the server took it. */
  updateRow(id: string, update: RowUpdate<Item>): Promise<boolean>;
  /**
   * Reloads the shown query with its total counted exactly ("about N" → N); its other pages
   * are then counted too, until the filters change.
   */
  countExactly(): Promise<void>;
  /** "N new: Show": loads the shown query again, the new rows on top. */
  showNew(): Promise<void>;
  /** Exports every row matching the applied query with `columns` (see list-export.ts). */
  export(columns: readonly ExportColumn[]): Promise<boolean>;
  /** True while an export is being asked for (a small one: until its file is here). */
  readonly $exporting: ReadableAtom<boolean>;
  /** Acting on every row matching the shown filters (see ListBulk). */
  readonly bulk: ListBulk;
}

/**
 * A list of a list call (design.md §7): `createListStore(users.userList, {kind: 'users', ...})`
 * asks `listCalls[kind]` and reads its answer with `envelope`. Its filters are the call's
 * (ListFilterName), so a filter the contract does not take does not compile.
 */
export function createListStore<
  Kind extends ListKind,
  Names extends ListNames,
  Item extends ListItem,
>(
  envelope: ListEnvelope<Names, Item>,
  options: ListOptions<Kind>,
): ListStore<Item, ListFilterName<(typeof listCalls)[Kind]>> {
  return listStoreOf<Item, ListFilterName<(typeof listCalls)[Kind]>>(
    fetchList(listCalls[options.kind], envelope),
    options,
  );
}

/**
 * The one list-semantics factory (design.md §3, spec part 1 §4 "Order list behaviour") over any
 * page fetcher: page, size and sort only change the stored query; Apply Changes, Apply filters,
 * Reset, Refresh and a status choice reload. Only the newest load's answer is shown, so a slow
 * answer never overwrites a newer one.
 */
export function listStoreOf<Item extends ListItem, Filter extends string = string>(
  fetchPage: PageFetcher<Item>,
  options: ListOptions,
): ListStore<Item, Filter> {
  const base = options.baseParams ?? baseListParams();
  const initial: ListState<Item> = {
    params: base,
    shown: null,
    items: [],
    total: 0,
    totalPages: 0,
    totalEstimated: false,
    loading: false,
    ...noLiveRows,
  };
  // The stores' own reads go to $state: reading the watched $list would count as watching it.
  const $state = map<ListState<Item>>(initial);
  const $list = computed($state, (state) => state);
  const nextRequest = latestOnly();
  /** The query of the newest load: what the URL shows. */
  let applied: ListParams | null = null;
  /** The cursor the shown page was read with, so that Refresh reads it the same way. */
  let shownCursor: PageCursor | undefined;
  /** The query whose rows the operator asked to count exactly (`countExactly`), if any. */
  let countedExactly: ListParams | null = null;
  // Logout: the list forgets its query and rows; the next sign-in starts from the defaults.
  forgetOnLogout(() => {
    nextRequest();
    applied = null;
    shownCursor = undefined;
    countedExactly = null;
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
  const params = () => $state.get().params;
  // Saved views and columns, for a list of the wire's (a kind); the list applies a view as a query.
  const views =
    options.kind &&
    listViewsOf({
      kind: options.kind,
      section: options.section,
      params,
      // A view saved from the list as it is: the URL names it from now on.
      named: () => applied && showInUrl(applied, { push: false }),
      apply: (viewParams) => {
        setParams(viewParams);
        return load();
      },
    });

  /**
   * Puts the applied query in the URL while the list's section is shown: a new history entry
   * for a query the operator applied, a corrected entry for the one the section opened with.
   */
  const showInUrl = (params: ListParams, { push }: { push: boolean }) => {
    const place = $place.get();
    if (place.section !== options.section) return;
    goTo({ ...place, query: { ...toPlaceQuery(params, base), ...views?.inUrl(params) } }, { push });
  };

  const loadApplied = async ({ push }: { push: boolean }): Promise<void> => {
    const isCurrent = nextRequest();
    const params = $state.get().params;
    const cursor = cursorFor(params);
    applied = params;
    showInUrl(params, { push });
    $state.setKey('loading', true);
    try {
      const exactTotal = countedExactly !== null && sameFilters(params, countedExactly);
      const page = await fetchPage(params, cursor, exactTotal ? { exactTotal } : undefined);
      if (!isCurrent()) return;
      shownCursor = cursor;
      $state.set({
        ...$state.get(),
        ...page,
        totalEstimated: page.totalEstimated === true,
        shown: params,
        loading: false,
        ...noLiveRows,
      });
    } catch (error) {
      if (!isCurrent()) return;
      if (isAnswer(error, options.emptyMessage)) {
        shownCursor = undefined;
        $state.set({
          ...$state.get(),
          items: [],
          total: 0,
          totalPages: 0,
          totalEstimated: false,
          shown: params,
        });
      } else if (!endedSession(error)) {
        showErrorDialog(options.failureTitle, error);
      }
      $state.setKey('loading', false);
    }
  };

  /** The query the URL names for this list, if its section is shown with one. */
  const namedInUrl = (): ListParams | null => {
    const { section, query } = $place.get();
    const { [VIEW_PARAM]: _view, ...listQuery } = query;
    return section === options.section && Object.keys(listQuery).length > 0
      ? fromPlaceQuery(listQuery, base)
      : null;
  };

  /** Reloads with the stored query, which the operator applied (Back returns before it). */
  const load = () => loadApplied({ push: true });

  const open = (): Promise<void> => {
    const named = namedInUrl();
    if (named) setParams(named);
    // The view the URL names, or the operator's default on a first opening without a query.
    const starting = views?.starting(named, applied === null);
    if (starting) {
      return starting.then((viewParams) => {
        if (viewParams) setParams(viewParams);
        return loadApplied({ push: false });
      });
    }
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
      views?.follow(place.query);
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

  // Other operators' changes, while the list is watched (live-rows.ts).
  const { kind } = options;
  if (isListKind(kind)) {
    onMount($list, () =>
      followChanges({
        kind,
        $state,
        fetchPage,
        shownCursor: () => shownCursor,
        reload: () => loadApplied({ push: false }),
      }),
    );
  }

  const find = (id: string) => $state.get().items.find((item) => item.id === id);
  // The export takes the query the shown rows answer: what the operator sees is what they get.
  const exporter = listExport(options.kind, () => $state.get().shown ?? params());
  const showRow = (row: Item) =>
    $state.setKey(
      'items',
      $state.get().items.map((item) => (item.id === row.id ? row : item)),
    );

  return {
    $list,
    section: options.section,
    kind: options.kind,
    open,
    reload: load,
    setPage(page) {
      setParams({ ...params(), page: Math.max(1, page) });
      // The spec's rule is that only Apply Changes loads; an operator may choose otherwise.
      if ($loadPagesAtOnce.get()) void load();
    },
    setLimit: (limit) => setParams({ ...params(), limit, page: 1 }),
    setSort: (sort) => setParams({ ...params(), sort }),
    apply(entered) {
      setParams({ ...params(), page: 1, filters: mergeFilters(params().filters, entered) });
      return load();
    },
    reset() {
      setParams(base);
      return load();
    },
    setFilter(name, value) {
      setParams({ ...params(), filters: mergeFilters(params().filters, { [name]: value }) });
      return load();
    },
    showRow,
    updateRow: createRowUpdate({ find, show: showRow }),
    countExactly() {
      const { shown } = $state.get();
      if (!shown) return Promise.resolve();
      countedExactly = shown;
      setParams(shown);
      return loadApplied({ push: false });
    },
    ...views?.api,
    showNew() {
      setParams($state.get().shown ?? params());
      return loadApplied({ push: false });
    },
    export: exporter.run,
    $exporting: exporter.$busy,
    bulk: createListBulk({
      filters: () => ($state.get().shown ?? params()).filters,
      reload: load,
    }),
  };
}
