import {
  bulkRuns,
  driverSettlements,
  listExports,
  merchantSettlements,
  type OrderStatus,
} from '@satchel/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

/** Wednesday 15 April 2026, 12:00 in India: "today". */
const NOW = new Date('2026-04-15T06:30:00Z');
const server = useRouteApp({ now: () => NOW });
const { call } = server;

/** An instant given in India's time (UTC+05:30). */
const india = (time: string) => new Date(`${time}+05:30`);

const names = {} as Record<'m1' | 'm2' | 'm3' | 'm5' | 'm6' | 'm7' | 'd1' | 'd2', string>;
const ids = {} as Record<keyof typeof names, string>;
const placed = { yesterday: '', readyToPick: '', late: '' };

beforeAll(async () => {
  const { db, adminId } = server;
  const customer = await insertCustomer(db);
  const merchant = async (key: keyof typeof names) => {
    const row = await insertMerchant(db, { storeName: `Store ${key}` });
    names[key] = row.storeName;
    ids[key] = row.id;
    return row.id;
  };
  const [m1, m2, m3, m4, m5, m6, m7] = [
    await merchant('m1'),
    await merchant('m2'),
    await merchant('m3'),
    (await insertMerchant(db)).id,
    await merchant('m5'),
    await merchant('m6'),
    await merchant('m7'),
  ];
  const driver = async (key: 'd1' | 'd2') => {
    const row = await insertDriver(db, { firstName: `Driver ${key}`, lastName: 'Singh' });
    names[key] = `Driver ${key} Singh`;
    ids[key] = row.id;
    return row.id;
  };
  const d1 = await driver('d1');
  const d2 = await driver('d2');
  const d3 = (await insertDriver(db)).id;
  const product = await insertProduct(db, m1, (await insertCategory(db)).id);

  const order = (
    at: string,
    status: OrderStatus,
    merchantId: string,
    price: string,
    extra: Parameters<typeof insertOrder>[3] = {},
  ) =>
    insertOrder(
      db,
      customer.id,
      [{ productId: product.id, merchantId, price, quantity: 1, itemStatus: 'placed' }],
      {
        createdAt: india(at),
        status,
        ...extra,
      },
    );

  // Today: 150.00 delivered in two orders, seven orders not cancelled, one cancelled.
  await order('2026-04-15T00:00:00', 'delivered', m1, '100.00', {
    driverId: d1,
    deliveryFee: '30.00',
    tip: '10.00',
  });
  await order('2026-04-15T11:59:00', 'delivered', m2, '50.00', {
    driverId: d2,
    deliveryFee: '20.00',
  });
  await order('2026-04-15T09:00:00', 'placed', m1, '30.00');
  await order('2026-04-15T09:30:00', 'cancelled', m1, '20.00');
  placed.readyToPick = (
    await order('2026-04-15T08:00:00', 'readyToPick', m1, '10.00')
  ).order.createdAt.toISOString();
  await order('2026-04-15T07:30:00', 'readyToPick', m1, '10.00', { driverId: d3 });
  // Out for delivery since 07:00 (five hours: late) and since 10:00 (two hours: not yet).
  placed.late = (
    await order('2026-04-15T07:00:00', 'outForDelivery', m1, '10.00', { driverId: d3 })
  ).order.createdAt.toISOString();
  await order('2026-04-15T10:00:00', 'outForDelivery', m1, '10.00', { driverId: d3 });
  // Yesterday: 200.00 delivered, one placed order still waiting for a merchant, two cancelled.
  await order('2026-04-14T23:59:59', 'delivered', m1, '200.00');
  placed.yesterday = (
    await order('2026-04-14T10:00:00', 'placed', m2, '5.00')
  ).order.createdAt.toISOString();
  await order('2026-04-14T10:00:00', 'cancelled', m2, '5.00');
  await order('2026-04-14T11:00:00', 'cancelled', m2, '5.00');
  // The same weekday last week: 100.00 in two delivered orders.
  await order('2026-04-08T00:00:00', 'delivered', m1, '60.00');
  await order('2026-04-08T23:59:59', 'delivered', m2, '40.00');
  // The day before the chart's first day: in no figure of the glance.
  await order('2026-04-01T23:59:59', 'delivered', m3, '5.00');
  // Months ago: money merchants are still due.
  await order('2026-03-01T12:00:00', 'delivered', m4, '80.00');
  await order('2026-03-01T12:00:00', 'delivered', m5, '15.00');
  await order('2026-03-01T12:00:00', 'delivered', m6, '25.00');
  await order('2026-03-01T12:00:00', 'delivered', m7, '1.00');
  await order('2026-03-01T12:00:00', 'cancelled', m7, '500.00');

  // Settled: 60.00 of merchant 1's 360.00, all of merchant 4's, 15.00 of driver 1's 40.00.
  await db.insert(merchantSettlements).values([
    { transactionId: 'T-1', merchantId: m1, amount: '60.00', settledBy: adminId },
    { transactionId: 'T-2', merchantId: m4, amount: '80.00', settledBy: adminId },
  ]);
  await db
    .insert(driverSettlements)
    .values({ driverId: d1, type: 'earning', amount: '15.00', settledBy: adminId });

  const exportRow = (state: 'running' | 'done') => ({
    adminId,
    list: 'orders',
    query: {},
    columns: [],
    fileName: 'orders.csv',
    total: 10,
    state,
  });
  await db.insert(listExports).values([exportRow('running'), exportRow('done')]);
  const run = (state: 'queued' | 'running' | 'done') => ({
    action: 'users.status',
    value: 'active',
    filters: {},
    administratorId: adminId,
    state,
  });
  await db.insert(bulkRuns).values([run('queued'), run('running'), run('done')]);
});

const get = async (path: string) => {
  const response = await call('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /dashboard/glance', () => {
  it('counts today, yesterday and the same weekday last week as Sales Track does', async () => {
    const glance = await get('/dashboard/glance');
    expect(glance.today).toEqual({
      day: '2026-04-15',
      revenue: 150,
      orders: 7,
      averageOrderValue: 75,
      cancellations: 1,
    });
    expect(glance.yesterday).toEqual({
      day: '2026-04-14',
      revenue: 200,
      orders: 2,
      averageOrderValue: 200,
      cancellations: 2,
    });
    expect(glance.lastWeek).toEqual({
      day: '2026-04-08',
      revenue: 100,
      orders: 2,
      averageOrderValue: 50,
      cancellations: 0,
    });
  });

  it('charts the last 14 days, oldest first, days without orders as zeros', async () => {
    const { chart } = await get('/dashboard/glance');
    expect(chart).toHaveLength(14);
    expect(chart[0]).toEqual({ day: '2026-04-02', revenue: 0, orders: 0 });
    expect(chart[6]).toEqual({ day: '2026-04-08', revenue: 100, orders: 2 });
    expect(chart.slice(-2)).toEqual([
      { day: '2026-04-14', revenue: 200, orders: 2 },
      { day: '2026-04-15', revenue: 150, orders: 7 },
    ]);
  });

  it('agrees with the Sales Track summary of the day', async () => {
    const glance = await get('/dashboard/glance');
    const summary = await get('/sales/orders/revenue?period=day');
    expect(summary).toEqual({
      totalRevenue: glance.today.revenue,
      totalOrders: glance.today.orders,
    });
  });
});

describe('GET /dashboard/waiting', () => {
  it('counts orders no merchant accepted, with the oldest', async () => {
    const { unaccepted } = await get('/dashboard/waiting');
    expect(unaccepted).toEqual({ count: 2, oldestPlacedAt: placed.yesterday });
  });

  it('counts orders ready to pick without a driver', async () => {
    const { readyWithoutDriver } = await get('/dashboard/waiting');
    expect(readyWithoutDriver).toEqual({ count: 1, oldestPlacedAt: placed.readyToPick });
  });

  it('counts orders out for delivery longer than the threshold', async () => {
    const waiting = await get('/dashboard/waiting');
    expect(waiting.lateAfterHours).toBe(3);
    expect(waiting.lateDeliveries).toEqual({ count: 1, oldestPlacedAt: placed.late });
  });

  it('sums what merchants are due and names the five largest', async () => {
    const { merchantsDue } = await get('/dashboard/waiting');
    // 300 + 90 + 25 + 15 + 5 + 1; merchant 4 was settled in full.
    expect(merchantsDue.total).toBe(436);
    expect(merchantsDue.largest).toEqual([
      { id: ids.m1, name: names.m1, due: 300 },
      { id: ids.m2, name: names.m2, due: 90 },
      { id: ids.m6, name: names.m6, due: 25 },
      { id: ids.m5, name: names.m5, due: 15 },
      { id: ids.m3, name: names.m3, due: 5 },
    ]);
  });

  it('sums what drivers are due of their earnings, largest first', async () => {
    const { driversDue } = await get('/dashboard/waiting');
    expect(driversDue).toEqual({
      total: 45,
      largest: [
        { id: ids.d1, name: names.d1, due: 25 },
        { id: ids.d2, name: names.d2, due: 20 },
      ],
    });
  });

  it('counts exports and bulk runs in progress', async () => {
    const waiting = await get('/dashboard/waiting');
    expect(waiting.exportsRunning).toBe(1);
    expect(waiting.bulkRunsRunning).toBe(2);
  });

  it('counts what the lists its tiles open show', async () => {
    const lateBefore = new Date(NOW.getTime() - 3 * 3_600_000).toISOString();
    const waiting = await get('/dashboard/waiting');
    const total = async (query: string) =>
      (await get(`/sales/orders?includeTotal=true&${query}`)).data.totalOrders;
    expect(await total('status=placed')).toBe(waiting.unaccepted.count);
    expect(await total('status=readyToPick&withoutDriver=true')).toBe(
      waiting.readyWithoutDriver.count,
    );
    expect(await total('status=readyToPick&withoutDriver=false')).toBe(1);
    expect(await total(`status=outForDelivery&placedBefore=${lateBefore}`)).toBe(
      waiting.lateDeliveries.count,
    );
    expect(await total('status=outForDelivery')).toBe(2);
  });

  it('answers only a signed-in operator', async () => {
    const response = await call('GET', '/dashboard/waiting', undefined, null);
    expect(response.statusCode).toBe(401);
  });
});
