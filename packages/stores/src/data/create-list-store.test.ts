import { ApiError, type ListPage, users } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, closeDialog } from '../feedback/dialog.js';
import { fakeFetch } from '../testing/fake-fetch.js';
import { createListStore, listStoreOf } from './create-list-store.js';
import {
  baseListParams,
  type ListParams,
  type PageCursor,
  type TotalRequest,
} from './list-params.js';

interface User {
  id: string;
  status: string;
}

const pageOf = (...ids: string[]): ListPage<User> => ({
  items: ids.map((id) => ({ id, status: 'active' })),
  total: 42,
  totalPages: 5,
});

/** A list whose fetches are recorded and answered by hand, in any order. */
const setUp = (baseParams?: ListParams) => {
  const calls: {
    params: ListParams;
    cursor: PageCursor | undefined;
    total: TotalRequest | undefined;
    answer: (page: ListPage<User>) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const fetchPage = vi.fn(
    (params: ListParams, cursor?: PageCursor, total?: TotalRequest) =>
      new Promise<ListPage<User>>((answer, fail) => {
        calls.push({ params, cursor, total, answer, fail });
      }),
  );
  const list = listStoreOf<User>(fetchPage, {
    kind: 'users',
    section: '/test-list',
    failureTitle: 'User fetching Failed',
    emptyMessage: 'No users found',
    ...(baseParams ? { baseParams } : {}),
  });
  /** Answers the newest call and waits for the store to take it. */
  const answer = async (page = pageOf('a', 'b')) => {
    calls.at(-1)!.answer(page);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { list, calls, fetchPage, answer };
};

beforeEach(() => {
  closeDialog('close');
});

describe('a list store', () => {
  it('loads with the base query and shows the answer', async () => {
    const { list, calls, answer } = setUp();
    const loading = list.reload();
    expect(list.$list.get().loading).toBe(true);
    expect(calls[0]!.params).toEqual({
      page: 1,
      limit: 10,
      sort: 1,
      filters: {},
    });

    await answer();
    await loading;

    expect(list.$list.get()).toMatchObject({
      items: [{ id: 'a' }, { id: 'b' }],
      total: 42,
      totalPages: 5,
      loading: false,
    });
  });

  it('starts from the base query it is given (orders: newest first)', async () => {
    const { list, calls } = setUp(baseListParams(-1));
    void list.reload();
    expect(calls[0]!.params.sort).toBe(-1);
  });

  it('only stores page, size and sort changes until applied', async () => {
    const { list, fetchPage, calls, answer } = setUp();
    void list.reload();
    await answer();

    list.setPage(3);
    list.setSort(-1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(list.$list.get()).toMatchObject({ params: { page: 3, sort: -1 }, shown: { page: 1 } });

    list.setLimit(50);
    expect(list.$list.get().params).toMatchObject({ page: 1, limit: 50, sort: -1 });

    void list.reload();
    expect(calls[1]!.params).toMatchObject({ page: 1, limit: 50, sort: -1 });
    await answer();
    expect(list.$list.get().shown).toMatchObject({ page: 1, limit: 50, sort: -1 });
  });

  it('starts a neighbouring page beside the shown rows, so the server need not skip the rows before', async () => {
    const { list, calls, answer } = setUp();
    void list.reload();
    expect(calls[0]!.cursor).toBeUndefined();
    await answer(pageOf('a', 'b'));

    list.setPage(2);
    void list.reload();
    expect(calls[1]).toMatchObject({ params: { page: 2 }, cursor: { after: 'b' } });
    await answer(pageOf('c', 'd'));

    list.setPage(3);
    void list.reload();
    expect(calls[2]).toMatchObject({ params: { page: 3 }, cursor: { after: 'd' } });
    await answer(pageOf('e', 'f'));

    // Refresh reads the shown page the way it was read.
    void list.reload();
    expect(calls[3]!.cursor).toEqual({ after: 'd' });
    await answer(pageOf('e', 'f'));

    list.setPage(2);
    void list.reload();
    expect(calls[4]).toMatchObject({ params: { page: 2 }, cursor: { before: 'e' } });
    await answer(pageOf('c', 'd'));

    // Page 1 is always the top of the list, whatever arrived since.
    list.setPage(1);
    void list.reload();
    expect(calls[5]!.cursor).toBeUndefined();
  });

  it('asks for a page by its number alone after a jump or a change of query', async () => {
    const { list, calls, answer } = setUp();
    void list.reload();
    await answer(pageOf('a', 'b'));
    list.setPage(3);
    void list.reload();
    expect(calls[1]!.cursor).toBeUndefined();
    await answer(pageOf('e', 'f'));

    list.setPage(4);
    list.setSort(-1);
    void list.reload();
    expect(calls[2]!.cursor).toBeUndefined();
    await answer(pageOf('g'));

    void list.setFilter('status', 'active');
    expect(calls[3]!.cursor).toBeUndefined();
    await answer(pageOf());
    list.setPage(5);
    void list.reload();
    // The shown page is empty: nothing to start beside.
    expect(calls[4]!.cursor).toBeUndefined();
  });

  it('applies filters dropping blank ones, from page 1, and reloads', async () => {
    const { list, calls, answer } = setUp();
    void list.reload();
    await answer();
    list.setPage(4);

    void list.apply({ name: '  Asha ', email: '   ', phone: '' });
    expect(calls[1]!.params).toMatchObject({ page: 1, filters: { name: 'Asha' } });
    await answer();

    void list.apply({ name: '', phone: '98' });
    expect(calls[2]!.params.filters).toEqual({ phone: '98' });
  });

  it('resets filters to the base query and reloads', async () => {
    const { list, calls, answer } = setUp();
    void list.apply({ name: 'Asha' });
    await answer();
    list.setLimit(20);

    void list.reset();
    expect(calls[1]!.params).toEqual(baseListParams());
  });

  it('reloads on a status choice keeping page, size and sort', async () => {
    const { list, calls, answer } = setUp();
    void list.reload();
    await answer();
    list.setPage(3);
    list.setLimit(20);
    list.setPage(2);

    void list.setFilter('status', 'delivered');
    expect(calls[1]!.params).toMatchObject({
      page: 2,
      limit: 20,
      filters: { status: 'delivered' },
    });
  });

  it('reads the backend\'s "No users found" as an empty list, without a dialog', async () => {
    const { list, calls } = setUp();
    const loading = list.reload();
    calls[0]!.fail(new ApiError(404, 'No users found'));
    await loading;

    expect(list.$list.get()).toMatchObject({ items: [], total: 0, totalPages: 0, loading: false });
    expect($dialog.get()).toBeNull();
  });

  it('opens the fetch-failure dialog with the server text, keeping the shown rows', async () => {
    const { list, calls, answer } = setUp();
    void list.reload();
    await answer();

    const reloading = list.reload();
    calls[1]!.fail(new ApiError(500, 'Database unavailable'));
    await reloading;

    expect($dialog.get()).toMatchObject({
      type: 'error',
      title: 'User fetching Failed',
      message: 'Database unavailable',
    });
    expect(list.$list.get().loading).toBe(false);
    expect(list.$list.get().items).toHaveLength(2);
  });

  it('leaves a 401 to the session (no dialog)', async () => {
    const { list, calls } = setUp();
    const loading = list.reload();
    calls[0]!.fail(new ApiError(401, 'Invalid or expired token'));
    await loading;
    expect($dialog.get()).toBeNull();
    expect(list.$list.get().loading).toBe(false);
  });

  it('shows only the newest load when answers arrive out of order', async () => {
    const { list, calls } = setUp();
    const first = list.reload();
    list.setPage(2);
    const second = list.reload();

    calls[1]!.answer(pageOf('newest'));
    await second;
    calls[0]!.answer(pageOf('stale'));
    await first;

    expect(list.$list.get().items).toEqual([{ id: 'newest', status: 'active' }]);
    expect(list.$list.get().shown?.page).toBe(2);
    expect(list.$list.get().loading).toBe(false);
  });

  it('shows whether the total is an estimate, as each answer says', async () => {
    const { list, answer } = setUp();
    expect(list.$list.get().totalEstimated).toBe(false);
    void list.reload();
    await answer({ ...pageOf('a'), total: 250_000, totalEstimated: true });
    expect(list.$list.get()).toMatchObject({ total: 250_000, totalEstimated: true });
    void list.reload();
    await answer(pageOf('a'));
    expect(list.$list.get()).toMatchObject({ total: 42, totalEstimated: false });
  });

  it('counts the shown query exactly on demand, and its other pages until the filters change', async () => {
    const { list, calls, answer } = setUp();
    void list.apply({ status: 'active' });
    await answer({ ...pageOf('a', 'b'), total: 250_000, totalPages: 25_000, totalEstimated: true });
    list.setPage(2);
    void list.reload();
    await answer({ ...pageOf('c', 'd'), total: 250_000, totalPages: 25_000, totalEstimated: true });
    expect(calls[1]!.total).toBeUndefined();
    // A page change the operator has not applied yet: the count is of the page shown.
    list.setPage(3);

    const counting = list.countExactly();
    const asked = calls[2]!;
    expect(asked).toMatchObject({
      params: { page: 2, filters: { status: 'active' } },
      cursor: { after: 'b' },
      total: { exactTotal: true },
    });
    await answer({ ...pageOf('c', 'd'), total: 249_113, totalPages: 24_912 });
    await counting;
    expect(list.$list.get()).toMatchObject({
      total: 249_113,
      totalEstimated: false,
      shown: { page: 2 },
      loading: false,
    });

    list.setPage(3);
    void list.reload();
    expect(calls[3]!.total).toEqual({ exactTotal: true });
    void list.apply({ status: 'suspended' });
    expect(calls[4]!.total).toBeUndefined();
  });

  it('has nothing to count before the first answer', async () => {
    const { list, fetchPage } = setUp();
    await list.countExactly();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('replaces one shown item', async () => {
    const { list, answer } = setUp();
    void list.reload();
    await answer();
    list.showRow({ id: 'b', status: 'suspended' });
    expect(list.$list.get().items).toEqual([
      { id: 'a', status: 'active' },
      { id: 'b', status: 'suspended' },
    ]);
  });
});

describe('the list object of a list call', () => {
  const user = (n: number) => ({
    id: String(n).padStart(24, '0'),
    name: `User ${n}`,
    phone: '9876543210',
    email: null,
    website: null,
    status: 'active',
    lastLoggedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  });
  const makeList = () =>
    createListStore(users.userList, {
      kind: 'users',
      section: '/test-users',
      failureTitle: 'User fetching Failed',
      emptyMessage: 'No users found',
    });

  afterEach(() => vi.unstubAllGlobals());

  it('carries its section and asks its call with the query, reading its envelope', async () => {
    const server = fakeFetch({
      status: 200,
      body: { users: [user(1), user(2)], totalUsers: 12, totalPages: 2 },
    });
    const list = makeList();
    expect(list.section).toBe('/test-users');

    list.setLimit(20);
    list.setSort(-1);
    await list.apply({ name: ' Asha ', status: 'active', email: '' });

    const url = new URL(server.sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/user/get-user-admin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Asha',
      status: 'active',
      includeTotal: 'true',
      page: '1',
      limit: '20',
      sort: '-1',
    });
    expect(list.$list.get()).toMatchObject({ total: 12, totalPages: 2, loading: false });
    expect(list.$list.get().items.map((item) => item.name)).toEqual(['User 1', 'User 2']);

    await list.setFilter('status', 'suspended');
    expect(new URL(server.sent[1]!.url, 'http://x').searchParams.get('status')).toBe('suspended');
    await list.reset();
    expect(Object.fromEntries(new URL(server.sent[2]!.url, 'http://x').searchParams)).toEqual({
      includeTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
  });

  it('sends exactTotal when counting exactly and reads the estimate flag beside the total', async () => {
    const server = fakeFetch({
      status: 200,
      body: { users: [user(1)], totalUsers: 250_000, totalPages: 25_000, totalEstimated: true },
    });
    const list = makeList();
    await list.apply({ name: 'Sai' });
    expect(new URL(server.sent[0]!.url, 'http://x').searchParams.has('exactTotal')).toBe(false);
    expect(list.$list.get()).toMatchObject({ total: 250_000, totalEstimated: true });
    await list.countExactly();
    expect(Object.fromEntries(new URL(server.sent[1]!.url, 'http://x').searchParams)).toEqual({
      name: 'Sai',
      includeTotal: 'true',
      exactTotal: 'true',
      page: '1',
      limit: '10',
      sort: '1',
    });
  });

  it("takes only its call's filter names", () => {
    const list = makeList();
    const typedOnly = () => {
      void list.apply({ name: 'Asha', phone: '98' });
      // @ts-expect-error: the users list call takes no `storeName` filter.
      void list.apply({ storeName: 'Vidya Books' });
      // @ts-expect-error: a misspelt filter name.
      void list.setFilter('stauts', 'active');
    };
    expect(typedOnly).toBeTypeOf('function');
  });
});
