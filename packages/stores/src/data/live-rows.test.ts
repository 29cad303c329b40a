import type { ListPage } from '@satchel/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { fakeFetch } from '../testing/fake-fetch.js';
import { startSignedIn } from '../testing/signed-in.js';
import type { ListParams, PageCursor } from './list-params.js';

/** Fresh stores, as a page load creates them (they read the kept session when imported). */
const load = async () => {
  vi.resetModules();
  const [{ listStoreOf }, { logout }, { forgetEverything }, { startLiveChanges }] =
    await Promise.all([
      import('./create-list-store.js'),
      import('../session/logout.js'),
      import('./logout-reset.js'),
      import('./live-changes.js'),
    ]);
  const stop = startLiveChanges();
  forgetLast = () => {
    forgetEverything();
    stop();
  };
  return { listStoreOf, logout };
};
let forgetLast = () => {};

interface Order {
  id: string;
  status: string;
}

const order = (id: string, status = 'placed'): Order => ({ id, status });
const pageOf = (...items: Order[]): ListPage<Order> => ({ items, total: 40, totalPages: 4 });

/** The server's orders, newest first, and what each read of them asked for. */
const setUp = async () => {
  const { listStoreOf, logout } = await load();
  let rows = [order('c'), order('b'), order('a')];
  const reads: { params: ListParams; cursor: PageCursor | undefined }[] = [];
  const fetchPage = vi.fn(async (params: ListParams, cursor?: PageCursor) => {
    reads.push({ params, cursor });
    if (cursor && 'before' in cursor) {
      return pageOf(
        ...rows.slice(
          0,
          rows.findIndex((row) => row.id === cursor.before),
        ),
      );
    }
    return pageOf(...rows);
  });
  const list = listStoreOf<Order>(fetchPage, {
    kind: 'orders',
    section: '/order-management',
    failureTitle: 'Order Fetching Failed',
    emptyMessage: 'No orders found',
    baseParams: { page: 1, limit: 10, sort: -1, filters: {} },
  });
  return {
    list,
    logout,
    reads,
    setRows: (next: Order[]) => {
      rows = next;
    },
  };
};

const ticketAnswer = {
  status: 200,
  body: { data: { ticket: 'T'.repeat(43), expiresInSeconds: 30 } },
};
const ids = (items: readonly Order[]) => items.map((item) => item.id);
/** The stream once it is open. */
const openStream = async () => {
  await expect.poll(() => FakeEventSource.opened.at(-1)?.closed === false).toBe(true);
  return FakeEventSource.opened.at(-1)!;
};

startSignedIn();
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => forgetLast());

describe('a live list', () => {
  it('opens one stream with a ticket, never the token, and counts new rows without moving any', async () => {
    const fetch = fakeFetch(ticketAnswer);
    const { list, reads, setRows } = await setUp();
    const stop = list.$list.listen(() => {});
    await list.open();
    const stream = await openStream();
    expect(stream.url).toBe(`/api/v1/events?ticket=${'T'.repeat(43)}`);
    expect(stream.url).not.toContain('t0k3n');
    expect(fetch.sent[0]).toMatchObject({ url: '/api/v1/events/ticket', method: 'POST' });
    stream.emit('ready', {}, 'run-0');

    setRows([order('e'), order('d'), order('c'), order('b'), order('a')]);
    stream.emit('change', { kind: 'orders', id: 'e', action: 'insert' }, 'run-1');
    stream.emit('change', { kind: 'users', id: 'x', action: 'insert' }, 'run-2');
    stream.emit('change', { kind: 'orders', id: 'd', action: 'insert' }, 'run-3');
    await expect.poll(() => list.$list.get().newRows, { timeout: 5000 }).toBe(2);
    // The server was asked once for the rows newer than the top one, the burst gathered.
    expect(reads.filter((read) => read.cursor !== undefined)).toEqual([
      { params: expect.objectContaining({ page: 2, sort: -1 }), cursor: { before: 'c' } },
    ]);
    expect(ids(list.$list.get().items)).toEqual(['c', 'b', 'a']);

    await list.showNew();
    expect(ids(list.$list.get().items)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(list.$list.get().newRows).toBe(0);
    stop();
  });

  it('updates a row changed elsewhere in place and marks it for a moment', async () => {
    fakeFetch(ticketAnswer);
    const { list, setRows } = await setUp();
    const stop = list.$list.listen(() => {});
    await list.open();
    const stream = await openStream();
    setRows([order('z'), order('c'), order('b', 'delivered'), order('a')]);
    stream.emit('change', { kind: 'orders', id: 'b', action: 'update' }, 'run-1');
    await expect.poll(() => list.$list.get().markedRows, { timeout: 5000 }).toEqual(['b']);
    // Only the changed row: no row added (z waits for Show) or moved.
    expect(list.$list.get().items).toEqual([order('c'), order('b', 'delivered'), order('a')]);
    await expect.poll(() => list.$list.get().markedRows, { timeout: 10_000 }).toEqual([]);
    stop();
  });

  it('reloads on a reset, and reopens a dropped stream with a new ticket where it left off', async () => {
    const fetch = fakeFetch(ticketAnswer);
    const { list, reads, setRows } = await setUp();
    const stop = list.$list.listen(() => {});
    await list.open();
    const first = await openStream();
    first.emit('ready', {}, 'run-5');
    first.fail();
    expect(first.closed).toBe(true);
    await expect.poll(() => FakeEventSource.opened.length, { timeout: 10_000 }).toBe(2);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toContain('lastEventId=run-5');
    expect(fetch.sent.filter((sent) => sent.url.endsWith('/events/ticket'))).toHaveLength(2);

    setRows([order('d'), order('c'), order('b'), order('a')]);
    const readsBefore = reads.length;
    second.emit('reset', {}, 'other-0');
    await expect.poll(() => ids(list.$list.get().items)).toEqual(['d', 'c', 'b', 'a']);
    expect(reads.length).toBeGreaterThan(readsBefore);
    stop();
  });

  it('closes the stream at logout', async () => {
    fakeFetch(ticketAnswer, { status: 200, body: { message: 'Logout successful' } });
    const { list, logout } = await setUp();
    const stop = list.$list.listen(() => {});
    await list.open();
    const stream = await openStream();
    await logout();
    expect(stream.closed).toBe(true);
    stop();
  });
});
