import { errorCodes, type ViewListKind, views } from '@satchel/api';
import { atom, computed, map, onMount, type ReadableAtom } from 'nanostores';
import { api } from '../client.js';
import type { RefusalValues } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { $place } from '../navigation/place.js';
import { createAction } from './create-action.js';
import { latestOnly } from './latest.js';
import type { ListParams } from './list-params.js';
import { forgetOnLogout } from './logout-reset.js';

/** The place query's parameter naming the view a list shows (`#/users?view=<id>&status=…`). */
export const VIEW_PARAM = 'view';

export interface ListViewsState {
  /** The views of the list the operator sees: their own first, then the shared ones. */
  readonly items: readonly views.ListView[];
  /** The view the list shows, while its query is the view's. */
  readonly currentId: string | null;
  /** The view the list opens with when the URL names no query. */
  readonly defaultId: string | null;
}

/** What a list object offers of its saved views and columns (design.md §3). */
export interface ListViewsApi {
  readonly $views: ReadableAtom<ListViewsState>;
  /** The operator's columns of the list (a view's while it is open); null: the table's own. */
  readonly $columns: ReadableAtom<views.ListColumns | null>;
  /** Saves the list's query and columns as a new view, which the list then shows. */
  saveView(name: string, options: { shared: boolean }): Promise<boolean>;
  /** Replaces a view's query and columns with the list's, and shares or unshares it if asked. */
  updateView(id: string, changes?: { shared?: boolean }): Promise<boolean>;
  renameView(id: string, name: string): Promise<boolean>;
  shareView(id: string, shared: boolean): Promise<boolean>;
  deleteView(id: string): Promise<boolean>;
  /** Shows a view: its filters, sort, page size and columns, loaded (a new history entry). */
  openView(id: string): Promise<void>;
  /** The view the list opens with (null: none), kept on the server for the operator. */
  setDefaultView(id: string | null): Promise<boolean>;
  /** The operator chose columns (the table's column menu): shown at once and kept on the server. */
  setColumns(columns: views.ListColumns): Promise<boolean>;
}

/** What the list object lends its views. */
export interface ListViewsHost {
  readonly kind: ViewListKind;
  readonly section: string;
  /** The list's stored query. */
  params(): ListParams;
  /** The view shown changed without a load: the URL names it. */
  named(): void;
  /** Shows `params` and loads them, as an applied query (a new history entry). */
  apply(params: ListParams): Promise<void>;
}

/** The list object's side of its views: its API, and the hooks its open and URL use. */
export interface ListViews {
  readonly api: ListViewsApi;
  /**
   * The query the list opens with, when its views decide it: the view the URL names, or (a first
   * opening without a query) the operator's default. Undefined when they have nothing to say or
   * are not watched (no screen shows them), so the list opens at once.
   */
  starting(named: ListParams | null, first: boolean): Promise<ListParams | null> | undefined;
  /** The place query's view parameter for the applied `params` (none once they left the view). */
  inUrl(params: ListParams): Record<string, string>;
  /** Back or Forward reached an entry: the view it names is the one shown. */
  follow(query: Readonly<Record<string, string>>): void;
}

const viewParams = ({ query }: views.ListView): ListParams => ({
  page: 1,
  limit: query.limit,
  sort: query.sort,
  filters: query.filters,
});

/** Whether `params` show the view's query (whatever page). */
const showsView = (params: ListParams, view: views.ListView): boolean =>
  params.limit === view.query.limit &&
  params.sort === view.query.sort &&
  JSON.stringify(Object.entries(params.filters).sort()) ===
    JSON.stringify(Object.entries(view.query.filters).sort());

/** The server's order: the operator's own views first, then the shared ones, by name. */
const inPlace = (items: readonly views.ListView[]): views.ListView[] =>
  [...items].sort((a, b) => Number(b.mine) - Number(a.mine) || a.name.localeCompare(b.name));

const noColumns: views.ListColumns = { order: [], hidden: [] };

interface ViewsAndColumns extends ListViewsState {
  /** The operator's own columns of the list (null: the table's own). */
  readonly own: views.ListColumns | null;
  /** The open view's columns, as the operator may have changed them since opening it. */
  readonly viewColumns: views.ListColumns | null;
}

const empty: ViewsAndColumns = {
  items: [],
  currentId: null,
  defaultId: null,
  own: null,
  viewColumns: null,
};

/**
 * The saved views and columns of one list (issue 29): read from the server while a screen
 * watches them, so they follow the operator to any browser; forgotten at logout. Where the
 * backend lacks the calls, the list has no views and the table's own columns, unsaid.
 */
export function listViewsOf(host: ListViewsHost): ListViews {
  const { kind } = host;
  const $state = map<ViewsAndColumns>(empty);
  const nextRead = latestOnly();
  /** The newest read of the views and settings, while a screen watches them. */
  let reading: Promise<void> | undefined;

  const read = async (): Promise<void> => {
    const isCurrent = nextRead();
    try {
      const [listed, settings] = await Promise.all([
        api.call(views.list, { params: { list: kind } }),
        api.call(views.settings, { params: { list: kind } }),
      ]);
      if (!isCurrent()) return;
      $state.set({
        ...$state.get(),
        items: listed.data,
        defaultId: settings.data.defaultViewId,
        own: settings.data.columns,
      });
    } catch {
      // No views to read (another backend, a failure): the list works without them.
    }
  };

  // Read while a screen watches the views or columns. A store of its own: the module's reads of
  // $state (`get`) would count as watching it.
  const $watched = atom(0);
  onMount($watched, () => {
    reading = read();
    return () => {
      reading = undefined;
    };
  });
  forgetOnLogout(() => {
    nextRead();
    $state.set(empty);
  });

  const find = (id: string | null) => $state.get().items.find((view) => view.id === id);
  /** Who may change or delete the view `id`, as a refusal of another operator names them. */
  const ownerOf = (id: string): RefusalValues => {
    const owner = find(id)?.owner.username;
    return owner === undefined ? {} : { [errorCodes.viewNotOwner]: [owner] };
  };
  /** The view shown from now on (none: the list's own query), with its columns. */
  const show = (view: views.ListView | undefined) =>
    $state.set({
      ...$state.get(),
      currentId: view?.id ?? null,
      viewColumns: view?.columns ?? null,
    });
  const shownColumns = ({ currentId, own, viewColumns }: ViewsAndColumns) =>
    currentId ? viewColumns : own;
  const queryOf = (): views.ViewQuery => {
    const { limit, sort, filters } = host.params();
    return { limit, sort, filters };
  };
  const currentColumns = () => shownColumns($state.get()) ?? noColumns;

  const saving = createAction({
    run: async (name: string, shared: boolean) => {
      const { data } = await api.call(views.create, {
        params: { list: kind },
        body: { name, shared, query: queryOf(), columns: currentColumns() },
      });
      $state.setKey('items', inPlace([...$state.get().items, data]));
      show(data);
      host.named();
      return data;
    },
    success: (view) => messages.lists.views.saved(view.name),
    get failure() {
      return messages.lists.views.saveFailed;
    },
    refusalValues: (name) => ({
      [errorCodes.viewDuplicateName]: [name.trim()],
      [errorCodes.viewsFull]: [views.MAX_VIEWS_PER_LIST],
    }),
  });
  const changing = createAction({
    run: async (id: string, changes: views.ViewChanges) => {
      const { data } = await api.call(views.update, { params: { list: kind, id }, body: changes });
      $state.setKey(
        'items',
        inPlace($state.get().items.map((view) => (view.id === id ? data : view))),
      );
      if ($state.get().currentId === id) show(data);
      return data;
    },
    success: (view, _id, changes) =>
      changes.name !== undefined
        ? messages.lists.views.renamed(view.name)
        : messages.lists.views.saved(view.name),
    get failure() {
      return messages.lists.views.saveFailed;
    },
    // Only a new name can be taken already.
    refusalValues: (id, changes) => ({
      ...ownerOf(id),
      [errorCodes.viewDuplicateName]: [changes.name?.trim() ?? ''],
    }),
  });
  const deleting = createAction({
    run: async (id: string) => {
      const name = find(id)?.name ?? '';
      await api.call(views.remove, { params: { list: kind, id } });
      const { items, currentId, defaultId } = $state.get();
      $state.set({
        ...$state.get(),
        items: items.filter((view) => view.id !== id),
        defaultId: defaultId === id ? null : defaultId,
      });
      if (currentId === id) show(undefined);
      return name;
    },
    success: (name) => messages.lists.views.deleted(name),
    get failure() {
      return messages.lists.views.deleteFailed;
    },
    refusalValues: ownerOf,
  });
  const settingDefault = createAction({
    run: async (defaultViewId: string | null) => {
      const { data } = await api.call(views.updateSettings, {
        params: { list: kind },
        body: { defaultViewId },
      });
      $state.setKey('defaultId', data.defaultViewId);
      return find(data.defaultViewId);
    },
    success: (view) =>
      view ? messages.lists.views.defaultSet(view.name) : messages.lists.views.defaultCleared,
    get failure() {
      return messages.lists.views.defaultFailed;
    },
  });
  const savingColumns = createAction({
    run: (columns: views.ListColumns) =>
      api.call(views.updateSettings, { params: { list: kind }, body: { columns } }),
    // Columns show at once and change often: only a failure is worth a word.
    failure: () => showToast('error', messages.lists.columns.saveFailed),
  });

  const idInUrl = (query: Readonly<Record<string, string>>) => query[VIEW_PARAM] ?? null;

  return {
    api: {
      $views: computed([$state, $watched], ({ items, currentId, defaultId }) => ({
        items,
        currentId,
        defaultId,
      })),
      $columns: computed([$state, $watched], shownColumns),
      saveView: (name, { shared }) => saving.run(name, shared),
      updateView: (id, { shared } = {}) =>
        changing.run(id, {
          query: queryOf(),
          columns: currentColumns(),
          ...(shared !== undefined && { shared }),
        }),
      renameView: (id, name) => changing.run(id, { name }),
      shareView: (id, shared) => changing.run(id, { shared }),
      deleteView: (id) => deleting.run(id),
      setDefaultView: (id) => settingDefault.run(id),
      openView(id) {
        const view = find(id);
        if (!view) return Promise.resolve();
        show(view);
        return host.apply(viewParams(view));
      },
      setColumns(columns) {
        // An open view's columns change with it (Save changes to this view).
        if ($state.get().currentId) {
          $state.setKey('viewColumns', columns);
          return Promise.resolve(true);
        }
        $state.setKey('own', columns);
        return savingColumns.run(columns);
      },
    },
    starting(named, first) {
      const { section, query } = $place.get();
      const wanted = section === host.section ? idInUrl(query) : null;
      if (!reading || (wanted === null && (named !== null || !first))) return undefined;
      return reading.then(() => {
        const view = find(wanted ?? $state.get().defaultId);
        if (!view) return null;
        show(view);
        return named ?? viewParams(view);
      });
    },
    inUrl(params): Record<string, string> {
      const view = find($state.get().currentId);
      if (view && showsView(params, view)) return { [VIEW_PARAM]: view.id };
      // The list left its view: the operator's own columns again.
      if (view) show(undefined);
      return {};
    },
    follow(query) {
      const view = find(idInUrl(query));
      if (view?.id !== $state.get().currentId) show(view);
    },
  };
}
