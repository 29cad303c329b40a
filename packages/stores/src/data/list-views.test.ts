import type { views } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, type RoutedRequest, requestOf } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores, visit } from '../testing/load-stores.js';
import { keptAdmin, startSignedIn } from '../testing/signed-in.js';
import { openWatched } from '../testing/watched-list.js';

const viewId = (n: number) => String(n).padStart(24, 'b');
const view = (n: number, overrides: Partial<views.ListView> = {}): views.ListView => ({
  id: viewId(n),
  list: 'users',
  name: `View ${n}`,
  shared: false,
  query: { limit: 20, sort: -1, filters: { status: 'pending' } },
  columns: { order: ['status', 'name'], hidden: ['email'] },
  owner: { id: keptAdmin.id, username: 'admin' },
  mine: true,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

/**
 * A server of the users list, its views and the operator's settings, kept in memory as the real
 * one keeps them; `refuse` answers the next view change with the server's 403.
 */
const viewsServer = (start: { views?: views.ListView[]; settings?: views.ListSettings } = {}) => {
  const state = {
    views: [...(start.views ?? [])],
    settings: start.settings ?? { defaultViewId: null, columns: null },
    refuse: false,
  };
  const sent: RoutedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = requestOf(url, init);
      sent.push(request);
      const { method, path, body } = request;
      if (path === '/user/get-user-admin') {
        return jsonAnswer({ users: [], totalUsers: 0, totalPages: 0 });
      }
      if (path === '/admin/list-settings/users') {
        if (method === 'PUT') state.settings = { ...state.settings, ...body };
        return jsonAnswer({ message: 'List settings saved', data: state.settings });
      }
      if (path === '/admin/list-views/users') {
        if (method === 'GET') return jsonAnswer({ data: state.views });
        const created = view(90, { ...body, id: viewId(90) });
        state.views.push(created);
        return jsonAnswer({ message: 'View saved', data: created }, 201);
      }
      const id = path.split('/').at(-1)!;
      if (state.refuse) {
        return jsonAnswer(
          {
            message: 'Only priya, who saved this view, can change or delete it',
            code: 'view.not_owner',
          },
          403,
        );
      }
      if (method === 'DELETE') {
        state.views = state.views.filter((item) => item.id !== id);
        return jsonAnswer({ message: 'View deleted' });
      }
      const changed = { ...state.views.find((item) => item.id === id)!, ...body };
      state.views = state.views.map((item) => (item.id === id ? changed : item));
      return jsonAnswer({ message: 'View saved', data: changed });
    }),
  );
  return {
    state,
    sent,
    lists: () => sent.filter((request) => request.path === '/user/get-user-admin'),
  };
};

/** The Users screen as the console shows it: the list, its views and its columns watched. */
const openUsers = async () => {
  const stores = await loadStores();
  return { ...stores, ...(await openWatched(stores.usersList, stores.$place)) };
};

startSignedIn();
// The first test loads every store module: slow on a busy machine, never a failure.
vi.setConfig({ testTimeout: 60_000 });

describe("a list's saved views", () => {
  it('open one: its filters, sort, page size and columns applied and loaded, its id in the URL', async () => {
    visit('/#/users');
    const server = viewsServer({ views: [view(1), view(2, { shared: true, mine: false })] });
    const { list, close } = await openUsers();
    await vi.waitFor(() => expect(list.$views.get().items).toHaveLength(2));

    await list.openView(viewId(1));
    expect(server.lists().at(-1)!.query).toMatchObject({
      status: 'pending',
      limit: '20',
      sort: '-1',
    });
    expect(list.$list.get().params).toEqual({
      page: 1,
      limit: 20,
      sort: -1,
      filters: { status: 'pending' },
    });
    expect(list.$columns.get()).toEqual({ order: ['status', 'name'], hidden: ['email'] });
    expect(list.$views.get().currentId).toBe(viewId(1));
    expect(location.hash).toBe(`#/users?limit=20&sort=-1&status=pending&view=${viewId(1)}`);

    // Another query leaves the view: the URL no longer names it.
    await list.apply({ status: 'active' });
    expect(list.$views.get().currentId).toBeNull();
    expect(location.hash).not.toContain('view=');
    close();
  });

  it('open from a copied link that names one, even with nothing else in it', async () => {
    visit(`/#/users?view=${viewId(2)}`);
    const server = viewsServer({ views: [view(2, { shared: true, mine: false })] });
    const { list, close } = await openUsers();

    expect(server.lists()).toHaveLength(1);
    expect(server.lists()[0]!.query).toMatchObject({ status: 'pending', limit: '20' });
    expect(list.$views.get().currentId).toBe(viewId(2));
    expect(list.$columns.get()).toEqual(view(2).columns);
    close();
  });

  it("open the operator's default when the list opens without a query, not when the URL has one", async () => {
    const settings = { defaultViewId: viewId(3), columns: null };
    visit('/#/users');
    const first = viewsServer({ views: [view(3)], settings });
    const opened = await openUsers();
    expect(first.lists()).toHaveLength(1);
    expect(first.lists()[0]!.query).toMatchObject({ status: 'pending' });
    expect(opened.list.$views.get()).toMatchObject({ currentId: viewId(3), defaultId: viewId(3) });
    opened.close();

    visit('/#/users?status=active');
    const second = viewsServer({ views: [view(3)], settings });
    const linked = await openUsers();
    expect(second.lists()[0]!.query).toMatchObject({ status: 'active' });
    expect(linked.list.$views.get().currentId).toBeNull();
    linked.close();
  });

  it('save the list as it is as a new view, shared if asked, which the list then shows', async () => {
    visit('/#/users');
    const server = viewsServer();
    const { list, $toasts, close } = await openUsers();
    await list.apply({ name: 'Asha' });
    await list.setColumns({ order: ['name'], hidden: ['phone'] });

    expect(await list.saveView('Ashas', { shared: true })).toBe(true);
    expect(
      server.sent.find(
        (request) => request.path === '/admin/list-views/users' && request.method === 'POST',
      )!.body,
    ).toEqual({
      name: 'Ashas',
      shared: true,
      query: { limit: 10, sort: 1, filters: { name: 'Asha' } },
      columns: { order: ['name'], hidden: ['phone'] },
    });
    expect(list.$views.get()).toMatchObject({ currentId: viewId(90), items: [{ name: 'Ashas' }] });
    expect($toasts.get().at(-1)).toMatchObject({ variant: 'success', message: 'View Ashas saved' });
    close();
  });

  it('rename, share, update with the list as it is, and delete a view', async () => {
    visit('/#/users');
    const server = viewsServer({ views: [view(1), view(4)] });
    const { list, close } = await openUsers();
    await vi.waitFor(() => expect(list.$views.get().items).toHaveLength(2));

    expect(await list.renameView(viewId(1), 'Pending users')).toBe(true);
    expect(server.sent.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'Pending users' } });
    expect(await list.shareView(viewId(1), true)).toBe(true);
    expect(list.$views.get().items.find((item) => item.id === viewId(1))).toMatchObject({
      name: 'Pending users',
      shared: true,
    });

    await list.openView(viewId(4));
    list.setSort(1);
    await list.setColumns({ order: ['email'], hidden: [] });
    expect(await list.updateView(viewId(4))).toBe(true);
    expect(server.sent.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/admin/list-views/users/${viewId(4)}`,
      body: {
        query: { limit: 20, sort: 1, filters: { status: 'pending' } },
        columns: { order: ['email'], hidden: [] },
      },
    });
    // A change of an open view's columns is the view's, not the operator's own.
    expect(server.sent.some((request) => request.method === 'PUT')).toBe(false);

    expect(await list.deleteView(viewId(4))).toBe(true);
    expect(list.$views.get().items.map((item) => item.id)).toEqual([viewId(1)]);
    expect(list.$views.get().currentId).toBeNull();
    close();
  });

  it("report the server's refusal of another operator's view, and keep the view as it was", async () => {
    visit('/#/users');
    const theirs = view(5, {
      shared: true,
      mine: false,
      owner: { id: 'c'.repeat(24), username: 'priya' },
    });
    const server = viewsServer({ views: [theirs] });
    const { list, $dialog, close } = await openUsers();
    await vi.waitFor(() => expect(list.$views.get().items).toHaveLength(1));
    server.state.refuse = true;

    expect(await list.renameView(viewId(5), 'Mine now')).toBe(false);
    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'View not saved',
      message: 'Only priya, who saved this view, can change or delete it',
    });
    expect(list.$views.get().items).toEqual([theirs]);

    // In Hindi, naming the owner the list knows.
    await installHindi();
    expect(await list.deleteView(viewId(5))).toBe(false);
    expect($dialog.get()?.message).toBe('यह व्यू priya ने सेव किया था; इसे सिर्फ़ वही बदल या हटा सकते हैं');
    expect(list.$views.get().items).toEqual([theirs]);
    close();
  });

  it('set and clear the default view, kept on the server', async () => {
    visit('/#/users');
    const server = viewsServer({ views: [view(1)] });
    const { list, close } = await openUsers();
    await vi.waitFor(() => expect(list.$views.get().items).toHaveLength(1));

    expect(await list.setDefaultView(viewId(1))).toBe(true);
    expect(server.state.settings.defaultViewId).toBe(viewId(1));
    expect(list.$views.get().defaultId).toBe(viewId(1));
    expect(await list.setDefaultView(null)).toBe(true);
    expect(server.state.settings.defaultViewId).toBeNull();
    close();
  });
});

describe("a list's columns", () => {
  it("are the operator's, saved on the server and read when the list opens elsewhere", async () => {
    visit('/#/users');
    const server = viewsServer();
    const here = await openUsers();
    await here.list.setColumns({ order: ['phone', 'name'], hidden: ['email'] });
    expect(here.list.$columns.get()).toEqual({ order: ['phone', 'name'], hidden: ['email'] });
    expect(server.sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/admin/list-settings/users',
      body: { columns: { order: ['phone', 'name'], hidden: ['email'] } },
    });
    here.close();

    // Another browser: fresh stores, the same server.
    const saved = server.state.settings;
    visit('/#/users');
    viewsServer({ settings: saved });
    const elsewhere = await openUsers();
    await vi.waitFor(() =>
      expect(elsewhere.list.$columns.get()).toEqual({
        order: ['phone', 'name'],
        hidden: ['email'],
      }),
    );
    elsewhere.close();
  });

  it('are forgotten at logout with the views', async () => {
    visit('/#/users');
    viewsServer({
      views: [view(1)],
      settings: { defaultViewId: null, columns: { order: [], hidden: ['email'] } },
    });
    const { list, logout, close } = await openUsers();
    await vi.waitFor(() => expect(list.$views.get().items).toHaveLength(1));
    expect(list.$columns.get()).toEqual({ order: [], hidden: ['email'] });

    await logout();
    expect(list.$columns.get()).toBeNull();
    expect(list.$views.get()).toEqual({ items: [], currentId: null, defaultId: null });
    close();
  });
});
