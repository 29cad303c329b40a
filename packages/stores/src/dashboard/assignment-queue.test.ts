import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { loadStores } from '../testing/load-stores.js';
import { keptAdmin, startSignedIn } from '../testing/signed-in.js';

const entry = (n: number) => ({
  id: String(n).padStart(24, '0'),
  orderId: `SAT-2604-00000${n}`,
  placedAt: '2026-04-15T04:30:00.000Z',
  customer: `Customer ${n}`,
  city: 'Pune',
  subTotal: 100,
  items: 1,
  suggestions: [
    { merchantId: 'm'.repeat(24), storeName: 'Near Stationers', covers: 1, distanceKm: 1.2 },
  ],
  assignment: [{ productId: 'p'.repeat(24), merchantId: 'm'.repeat(24) }],
});

/**
 * A server holding `queue` (what GET /dashboard/queue answers from its start), answering the
 * assign call with `assignStatus`, the ticket for the change stream, and recording each request.
 */
const queueServer = (queue: { current: ReturnType<typeof entry>[] }, assignStatus = 200) => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      const method = init.method ?? 'GET';
      sent.push({ method, path: pathname, body: init.body && JSON.parse(String(init.body)) });
      const answer = (status: number, body: object) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      if (pathname.endsWith('/events/ticket')) {
        return answer(200, { data: { ticket: 'T'.repeat(43), expiresInSeconds: 30 } });
      }
      if (pathname.endsWith('/assign')) {
        return assignStatus === 200
          ? answer(200, { message: 'Merchants assigned to 1 products' })
          : answer(assignStatus, { message: 'taken', code: 'resource.conflict' });
      }
      const after = searchParams.get('after');
      const from = after ? queue.current.findIndex((e) => e.id === after) + 1 : 0;
      const limit = Number(searchParams.get('limit') ?? 20);
      const entries = queue.current.slice(from, from + limit);
      const more = from + limit < queue.current.length;
      return answer(200, { entries, next: more ? { after: entries.at(-1)!.id } : null });
    }),
  );
  return sent;
};

let stopLive = () => {};
const load = async () => {
  const stores = await loadStores();
  stopLive = stores.startLiveChanges();
  return stores;
};

startSignedIn();
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => stopLive());

describe('the assignment queue', () => {
  it('loads when watched, and drops an entry another operator took when the stream says so', async () => {
    const queue = { current: [entry(1), entry(2), entry(3)] };
    const sent = queueServer(queue);
    const { dashboard } = await load();
    const stop = dashboard.$queue.listen(() => {});
    await vi.waitFor(() => expect(dashboard.$queue.get().entries).toHaveLength(3));
    expect(sent.find((r) => r.path === '/api/v1/dashboard/queue')).toBeDefined();

    const stream = await vi.waitFor(() => {
      const opened = FakeEventSource.opened.at(-1);
      if (!opened) throw new Error('no stream yet');
      return opened;
    });
    stream.emit('ready', {}, 'run-0');
    queue.current = [entry(1), entry(3)];
    stream.emit('change', { kind: 'orders', id: entry(2).id, action: 'update' }, 'run-1');
    await vi.waitFor(
      () =>
        expect(dashboard.$queue.get().entries.map((e) => e.id)).toEqual([entry(1).id, entry(3).id]),
      { timeout: 10_000 },
    );
    stop();
  }, 30_000);

  it('assigns the suggestion in one call and drops the entry', async () => {
    const queue = { current: [entry(1), entry(2)] };
    const sent = queueServer(queue);
    const { dashboard, $toasts } = await load();
    const stop = dashboard.$queue.listen(() => {});
    await vi.waitFor(() => expect(dashboard.$queue.get().entries).toHaveLength(2));

    expect(await dashboard.assignSuggestion(entry(1))).toBe(true);
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: `/api/v1/dashboard/queue/${entry(1).id}/assign`,
      body: { items: entry(1).assignment },
    });
    expect(dashboard.$queue.get().entries.map((e) => e.id)).toEqual([entry(2).id]);
    expect($toasts.get().at(-1)?.message).toBe(`Order ${entry(1).orderId} assigned`);
    stop();
  });

  it('says another operator took an entry first (409), and drops it', async () => {
    const queue = { current: [entry(1)] };
    queueServer(queue, 409);
    const { dashboard, $toasts, $dialog } = await load();
    const stop = dashboard.$queue.listen(() => {});
    await vi.waitFor(() => expect(dashboard.$queue.get().entries).toHaveLength(1));

    expect(await dashboard.assignSuggestion(entry(1))).toBe(false);
    expect(dashboard.$queue.get().entries).toEqual([]);
    expect($toasts.get().at(-1)).toMatchObject({
      variant: 'warning',
      message: `Another operator has already taken order ${entry(1).orderId}`,
    });
    expect($dialog.get()).toBeNull();
    stop();
  });

  it('shows the next page after the last entry shown', async () => {
    const queue = { current: Array.from({ length: 25 }, (_, n) => entry(n + 1)) };
    queueServer(queue);
    const { dashboard } = await load();
    const stop = dashboard.$queue.listen(() => {});
    await vi.waitFor(() => expect(dashboard.$queue.get().entries).toHaveLength(20));
    expect(dashboard.$queue.get().more).toBe(true);
    await dashboard.showMore();
    expect(dashboard.$queue.get().entries).toHaveLength(25);
    expect(dashboard.$queue.get().more).toBe(false);
    stop();
  });

  it('is neither read nor assignable by a role without orders permissions', async () => {
    localStorage.setItem(
      'adminInfo',
      JSON.stringify({ ...keptAdmin, permissions: ['sales:read'] }),
    );
    const sent = queueServer({ current: [entry(1)] });
    const { dashboard } = await load();
    const stop = dashboard.$queue.listen(() => {});
    const glance = dashboard.$glance.listen(() => {});
    await vi.waitFor(() => expect(sent.some((r) => r.path.endsWith('/glance'))).toBe(true));
    expect(sent.some((r) => r.path.endsWith('/dashboard/queue'))).toBe(false);
    expect(dashboard.$mayAssign.get()).toBe(false);
    stop();
    glance();
  });
});
