import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';
import { ageOf, figureChange } from './figure-change.js';

const day = (revenue: number, orders: number) => ({
  day: '2026-04-15',
  revenue,
  orders,
  averageOrderValue: orders ? revenue / orders : 0,
  cancellations: 0,
});
const glance = {
  today: day(150, 3),
  yesterday: day(200, 2),
  lastWeek: day(100, 2),
  chart: Array.from({ length: 14 }, () => ({ day: '2026-04-15', revenue: 0, orders: 0 })),
};
const waiting = {
  unaccepted: { count: 2, oldestPlacedAt: '2026-04-15T04:30:00.000Z' },
  readyWithoutDriver: { count: 0, oldestPlacedAt: null },
  lateDeliveries: { count: 1, oldestPlacedAt: '2026-04-15T01:30:00.000Z' },
  lateAfterHours: 3,
  merchantsDue: { total: 10, largest: [{ id: 'a'.repeat(24), name: 'Store A', due: 10 }] },
  driversDue: { total: 0, largest: [] },
  exportsRunning: 1,
  bulkRunsRunning: 0,
};

/** Answers each dashboard call by its path, and counts the calls. */
const dashboardServer = (status = 200) => {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://x');
      paths.push(pathname);
      const body = pathname.endsWith('/events/ticket')
        ? { data: { ticket: 'T'.repeat(43), expiresInSeconds: 30 } }
        : status !== 200
          ? { message: 'Database unavailable' }
          : pathname.endsWith('/glance')
            ? glance
            : waiting;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );
  return paths;
};

startSignedIn();

describe('the dashboard figures', () => {
  it('load the glance and the waiting work when watched, and again on Refresh', async () => {
    const paths = dashboardServer();
    const { dashboard } = await loadStores();
    const stops = [dashboard.$glance.listen(() => {}), dashboard.$waiting.listen(() => {})];
    await vi.waitFor(() => expect(dashboard.$waiting.get().data).toEqual(waiting));
    await vi.waitFor(() => expect(dashboard.$glance.get().data).toEqual(glance));
    expect(paths.sort()).toEqual(['/api/v1/dashboard/glance', '/api/v1/dashboard/waiting']);

    await dashboard.refreshDashboard();
    expect(paths).toHaveLength(4);
    for (const stop of stops) stop();
  });

  it('say in a dialog that they failed to load', async () => {
    dashboardServer(500);
    const { dashboard, $dialog, messages } = await loadStores();
    const stop = dashboard.$glance.listen(() => {});
    await vi.waitFor(() => expect($dialog.get()?.title).toBe(messages.dashboard.loadFailed));
    expect($dialog.get()?.message).toBe('Database unavailable');
    expect(dashboard.$glance.get().data).toBeNull();
    stop();
  });
});

describe('the dashboard figures, live', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('load again after orders change elsewhere, gathered, and say when they were updated', async () => {
    const paths = dashboardServer();
    const { dashboard, startLiveChanges } = await loadStores();
    const stopLive = startLiveChanges();
    const stop = dashboard.$waiting.listen(() => {});
    await vi.waitFor(() => expect(dashboard.$waiting.get().data).toEqual(waiting));
    const firstUpdate = dashboard.$updatedAt.get();
    expect(firstUpdate).toBeInstanceOf(Date);

    const stream = await vi.waitFor(() => FakeEventSource.opened.at(-1) ?? Promise.reject());
    stream.emit('ready', {}, 'run-0');
    const before = paths.filter((path) => path.endsWith('/waiting')).length;
    for (const n of [1, 2, 3]) {
      stream.emit(
        'change',
        { kind: 'orders', id: String(n).repeat(24), action: 'insert' },
        `run-${n}`,
      );
    }
    await vi.waitFor(
      () => expect(paths.filter((path) => path.endsWith('/waiting')).length).toBe(before + 1),
      { timeout: 10_000 },
    );
    expect(dashboard.$updatedAt.get()!.getTime()).toBeGreaterThanOrEqual(firstUpdate!.getTime());
    stop();
    stopLive();
  }, 30_000);
});

describe('a figure against an earlier day', () => {
  it('gives the direction and the change in percent of the earlier figure', () => {
    expect(figureChange(150, 200)).toEqual({ direction: 'down', percent: 25 });
    expect(figureChange(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(figureChange(7, 7)).toEqual({ direction: 'same', percent: 0 });
  });

  it('gives no percentage against a day that had nothing', () => {
    expect(figureChange(3, 0)).toEqual({ direction: 'up', percent: null });
    expect(figureChange(0, 0)).toEqual({ direction: 'same', percent: 0 });
  });
});

describe('the age of the oldest waiting order', () => {
  const words = {
    minutes: (count: number) => `${count} min`,
    hours: (hours: number, minutes: number) => `${hours} h ${minutes} min`,
    days: (days: number, hours: number) => `${days} d ${hours} h`,
  };
  const now = new Date('2026-04-15T06:30:00Z');
  it('is minutes under an hour, hours and minutes under a day, then days and hours', () => {
    expect(ageOf('2026-04-15T06:25:30Z', now, words)).toBe('4 min');
    expect(ageOf('2026-04-15T04:10:00Z', now, words)).toBe('2 h 20 min');
    expect(ageOf('2026-04-13T01:30:00Z', now, words)).toBe('2 d 5 h');
  });
});
