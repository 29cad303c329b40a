import { type dashboard, errorCodes } from '@satchel/api';
import {
  merchants,
  orderItemPossibleMerchants,
  orderItems,
  orders as ordersTable,
  productOffers,
} from '@satchel/db/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QueuedOrder, queuePage } from '../../src/repos/assignment-queue.js';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { operatorsOfEveryRole } from '../support/operators.js';
import { recountedQueueEntries } from '../support/queue-recount.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

/** Pune, where the orders are delivered, and stores at growing distances from it. */
const PUNE = { latitude: '18.5204', longitude: '73.8567' };
const ids = {} as Record<'near' | 'far' | 'partial' | 'inactive' | 'p1' | 'p2' | 'p3', string>;
const orders = {} as Record<'oldest' | 'middle' | 'unsuppliable' | 'assigned', string>;
let roles: Awaited<ReturnType<typeof operatorsOfEveryRole>>;
let customerId: string;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

type Page = { entries: dashboard.QueueEntry[]; next: { after: string } | null };
const queue = async (query = '', token?: string): Promise<Page> => {
  const response = await call('GET', `/dashboard/queue${query}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** The entries of our orders (the test's), in the queue's order. */
const ours = (page: Page) =>
  page.entries.filter((entry) => Object.values(orders).includes(entry.id));

/**
 * Places an order `hours` ago in Pune, an item (quantity 2) per entry of `items`, each with its
 * stored possible merchants; answers its id.
 */
const placeOrder = async (
  hours: number,
  items: { productId: string; merchantId?: string; possible: string[] }[],
) => {
  const { order, items: rows } = await insertOrder(
    server.db,
    customerId,
    items.map(({ productId, merchantId }) => ({
      productId,
      ...(merchantId && { merchantId }),
      price: '50.00',
      quantity: 2,
    })),
    { createdAt: hoursAgo(hours), ...PUNE },
  );
  const possible = rows.flatMap((row, index) =>
    items[index]!.possible.map((merchantId) => ({
      orderItemId: row.id,
      orderCreatedAt: row.orderCreatedAt,
      merchantId,
    })),
  );
  if (possible.length > 0) await server.db.insert(orderItemPossibleMerchants).values(possible);
  return order.id;
};

beforeAll(async () => {
  const { db } = server;
  roles = await operatorsOfEveryRole(db);
  customerId = (await insertCustomer(db)).id;
  const store = (storeName: string, place: { latitude: string; longitude: string } | null) =>
    insertMerchant(db, { storeName, ...place }).then((row) => row.id);
  ids.near = await store('Near Stationers', { latitude: '18.5300', longitude: '73.8500' });
  ids.far = await store('Far Stationers', { latitude: '19.0760', longitude: '72.8777' });
  ids.partial = await store('Partial Books', { latitude: '18.5210', longitude: '73.8570' });
  ids.inactive = (await insertMerchant(db, { storeName: 'Closed Books', status: 'inactive' })).id;
  const category = (await insertCategory(db)).id;
  for (const key of ['p1', 'p2', 'p3'] as const) {
    ids[key] = (await insertProduct(db, ids.near, category)).id;
  }
  // Both items suppliable by the near and the far store, one of them by a third store too.
  orders.oldest = await placeOrder(5, [
    { productId: ids.p1, possible: [ids.far, ids.near, ids.partial] },
    { productId: ids.p2, possible: [ids.near, ids.far] },
  ]);
  // No store supplies both: each item goes to its one possible store, one of them by its offer.
  orders.middle = await placeOrder(4, [
    { productId: ids.p1, possible: [ids.partial] },
    { productId: ids.p3, possible: [] },
  ]);
  await db.insert(productOffers).values([
    { productId: ids.p3, merchantId: ids.far, price: '50.00', stock: 5 },
    // Too little stock for two, and an inactive store: neither can supply.
    { productId: ids.p3, merchantId: ids.partial, price: '50.00', stock: 1 },
    { productId: ids.p3, merchantId: ids.inactive, price: '50.00', stock: 9 },
  ]);
  // No one can supply p2 here (no offer for it is stocked by anyone but those stored elsewhere).
  orders.unsuppliable = await placeOrder(3, [{ productId: ids.p2, possible: [] }]);
  // Already taken: not in the queue.
  orders.assigned = await placeOrder(2, [
    { productId: ids.p1, merchantId: ids.near, possible: [ids.near] },
  ]);
});

describe('the assignment queue (GET /dashboard/queue)', () => {
  it('lists placed orders without merchants, oldest first, with suggested merchants', async () => {
    const entries = ours(await queue());
    expect(entries.map((entry) => entry.id)).toEqual([
      orders.oldest,
      orders.middle,
      orders.unsuppliable,
    ]);
    const [oldest, middle, unsuppliable] = entries;

    // Those covering most items first; the nearer of two covering as many before the other.
    expect(oldest!.items).toBe(2);
    expect(oldest!.suggestions.map((s) => [s.storeName, s.covers])).toEqual([
      ['Near Stationers', 2],
      ['Far Stationers', 2],
      ['Partial Books', 1],
    ]);
    expect(oldest!.suggestions[0]!.distanceKm).toBeLessThan(2);
    expect(oldest!.suggestions[1]!.distanceKm).toBeGreaterThan(100);
    expect(oldest!.assignment).toEqual(
      [
        { productId: ids.p1, merchantId: ids.near },
        { productId: ids.p2, merchantId: ids.near },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    expect(oldest!.subTotal).toBe(200);

    // The offer of a store with enough stock counts; too little stock or a closed store do not.
    expect(middle!.suggestions.map((s) => s.storeName)).toEqual([
      'Partial Books',
      'Far Stationers',
    ]);
    expect(middle!.assignment).toEqual(
      expect.arrayContaining([
        { productId: ids.p1, merchantId: ids.partial },
        { productId: ids.p3, merchantId: ids.far },
      ]),
    );

    expect(unsuppliable!.suggestions).toEqual([]);
    expect(unsuppliable!.assignment).toBeNull();
  });

  it('reads a page at a time, at most the limit, continuing after an entry', async () => {
    const all = ours(await queue());
    const first = await queue('?limit=1');
    expect(first.entries).toHaveLength(1);
    expect(first.next).toEqual({ after: first.entries[0]!.id });
    const rest = await queue(`?after=${first.next!.after}&limit=50`);
    expect(
      [...first.entries, ...rest.entries].filter((e) => all.some((a) => a.id === e.id)),
    ).toEqual(all);
    expect(rest.next).toBeNull();
  });

  it('refuses a limit over the most a page holds, and an after that is no id', async () => {
    for (const query of ['?limit=51', '?limit=0', '?after=nope', '?sort=1']) {
      const response = await call('GET', `/dashboard/queue${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe(errorCodes.invalid);
    }
  });
});

describe('the assignment queue against a recount', () => {
  it('suggests what a recount of its orders does, page by page, over months', async () => {
    // Orders of earlier months (their own partitions, or the default one), and two items of one
    // product, one of which only the near store can supply.
    await placeOrder(24 * 40, [
      { productId: ids.p1, possible: [ids.near, ids.far] },
      { productId: ids.p1, possible: [ids.near] },
      { productId: ids.p3, possible: [] },
    ]);
    await placeOrder(24 * 75, [{ productId: ids.p2, possible: [ids.partial, ids.far] }]);
    const shown: QueuedOrder[] = [];
    for (let after: string | undefined, pages = 0; pages < 50; pages += 1) {
      const page = await queuePage(server.db, { after, limit: 2 });
      shown.push(...page);
      if (page.length < 2) break;
      after = page.at(-1)!.id;
    }
    const recounted = await recountedQueueEntries(
      server.db,
      shown.map((entry) => entry.id),
    );
    expect(shown).toEqual(recounted);
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown.some((entry) => entry.suggestions.length > 1)).toBe(true);
  });
});

describe('assigning from the queue (POST /dashboard/queue/:id/assign)', () => {
  it('assigns the suggestion; the order leaves the queue; a second operator is told it left', async () => {
    const [oldest] = ours(await queue());
    const body = { items: oldest!.assignment };
    const taken = await call('POST', `/dashboard/queue/${oldest!.id}/assign`, body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(ours(await queue()).map((entry) => entry.id)).not.toContain(oldest!.id);

    const again = await call(
      'POST',
      `/dashboard/queue/${oldest!.id}/assign`,
      body,
      roles.support.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This order has already left the queue: another operator took it',
      code: errorCodes.conflict,
    });
  });

  it('refuses a merchant that cannot supply a product, and an unknown order', async () => {
    const middle = ours(await queue()).find((entry) => entry.id === orders.middle)!;
    const wrong = await call('POST', `/dashboard/queue/${middle.id}/assign`, {
      items: [
        { productId: ids.p1, merchantId: ids.partial },
        { productId: ids.p3, merchantId: ids.inactive },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`Merchant ${ids.inactive} cannot supply product ${ids.p3}`);
    const unknown = await call('POST', `/dashboard/queue/${'0'.repeat(24)}/assign`, {
      items: middle.assignment,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the Dashboard's figures follow the role's permissions", () => {
  it('shows the queue to roles reading orders, and assigning to roles changing them', async () => {
    const read = (token: string) => call('GET', '/dashboard/queue', undefined, token);
    expect((await read(roles.viewer.token)).statusCode).toBe(200);
    expect((await read(roles.finance.token)).statusCode).toBe(403);
    const assign = (token: string) =>
      call(
        'POST',
        `/dashboard/queue/${orders.middle}/assign`,
        { items: [{ productId: ids.p1, merchantId: ids.partial }] },
        token,
      );
    for (const role of ['viewer', 'finance', 'catalogue'] as const) {
      const refused = await assign(roles[role].token);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().code).toBe(errorCodes.notPermitted);
    }
  });

  it('gives money due only to roles reading settlements, orders waiting only to those reading orders', async () => {
    const waiting = async (token: string) =>
      (await call('GET', '/dashboard/waiting', undefined, token)).json();
    const finance = await waiting(roles.finance.token);
    expect(finance.merchantsDue).toBeDefined();
    expect(finance.driversDue).toBeDefined();
    expect(finance.unaccepted).toBeUndefined();
    const support = await waiting(roles.support.token);
    expect(support.unaccepted.count).toBeGreaterThan(0);
    expect(support.merchantsDue).toBeUndefined();
    expect(support.driversDue).toBeUndefined();
    expect(support.exportsRunning).toBe(0);
  });

  it("gives today's sales figures only to roles reading sales", async () => {
    const glance = (token: string) => call('GET', '/dashboard/glance', undefined, token);
    expect((await glance(roles.finance.token)).statusCode).toBe(200);
    expect((await glance(roles.support.token)).statusCode).toBe(403);
  });
});

describe("the queue's suggestions follow what they are worked out from", () => {
  /**
   * The queue's entries of our orders beside their recount; after `change`, they must differ from
   * before (the change reached the suggestions) and still equal a recount.
   */
  const changedLikeARecount = async (change: () => Promise<unknown>) => {
    const read = async () => {
      const shown = (await queuePage(server.db, { limit: 50 })).filter((entry) =>
        Object.values(orders).includes(entry.id),
      );
      expect(shown).toEqual(
        await recountedQueueEntries(
          server.db,
          shown.map((entry) => entry.id),
        ),
      );
      return shown;
    };
    const before = await read();
    await change();
    const after = await read();
    expect(after).not.toEqual(before);
    return after;
  };
  const entry = (entries: QueuedOrder[], id: string) => entries.find((one) => one.id === id)!;
  const stores = (queued: QueuedOrder) => queued.suggestions.map((one) => one.storeName);

  it('follows offers added, stocked, emptied and removed', async () => {
    const { db } = server;
    let entries = await changedLikeARecount(() =>
      db.insert(productOffers).values({
        productId: ids.p2,
        merchantId: ids.partial,
        price: '40.00',
        stock: 4,
      }),
    );
    expect(stores(entry(entries, orders.unsuppliable))).toEqual(['Partial Books']);
    const offer = and(
      eq(productOffers.productId, ids.p2),
      eq(productOffers.merchantId, ids.partial),
    );
    entries = await changedLikeARecount(() =>
      db.update(productOffers).set({ stock: 1 }).where(offer),
    );
    expect(entry(entries, orders.unsuppliable).suggestions).toEqual([]);
    await changedLikeARecount(() => db.update(productOffers).set({ stock: 2 }).where(offer));
    entries = await changedLikeARecount(() => db.delete(productOffers).where(offer));
    expect(entry(entries, orders.unsuppliable).suggestions).toEqual([]);
  });

  it("follows a merchant's status, name and place, and the merchants stored with an item", async () => {
    const { db } = server;
    let entries = await changedLikeARecount(() =>
      db.update(merchants).set({ status: 'inactive' }).where(eq(merchants.id, ids.far)),
    );
    // The far store supplied p3 by its offer alone: inactive, it no longer does.
    expect(stores(entry(entries, orders.middle))).not.toContain('Far Stationers');
    await changedLikeARecount(() =>
      db.update(merchants).set({ status: 'active' }).where(eq(merchants.id, ids.far)),
    );
    entries = await changedLikeARecount(() =>
      db
        .update(merchants)
        .set({ storeName: 'Farther Stationers' })
        .where(eq(merchants.id, ids.far)),
    );
    expect(stores(entry(entries, orders.middle))).toContain('Farther Stationers');
    await changedLikeARecount(() =>
      db
        .update(merchants)
        .set({ latitude: '18.5205', longitude: '73.8568' })
        .where(eq(merchants.id, ids.far)),
    );
    const [item] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orders.unsuppliable));
    entries = await changedLikeARecount(() =>
      db.insert(orderItemPossibleMerchants).values({
        orderItemId: item!.id,
        orderCreatedAt: item!.orderCreatedAt,
        merchantId: ids.near,
      }),
    );
    expect(stores(entry(entries, orders.unsuppliable))).toEqual(['Near Stationers']);
    entries = await changedLikeARecount(() =>
      db
        .delete(orderItemPossibleMerchants)
        .where(eq(orderItemPossibleMerchants.orderItemId, item!.id)),
    );
    expect(entry(entries, orders.unsuppliable).suggestions).toEqual([]);
  });

  it("follows an order's items and place", async () => {
    const { db } = server;
    // Two of p3 only the far store's offer (5 in stock) supplies; nine, no one.
    const [item] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.middle), eq(orderItems.productId, ids.p3)));
    const entries = await changedLikeARecount(() =>
      db.update(orderItems).set({ quantity: 9 }).where(eq(orderItems.id, item!.id)),
    );
    expect(entry(entries, orders.middle).assignment).toBeNull();
    await changedLikeARecount(() =>
      db
        .update(ordersTable)
        .set({ latitude: '19.0760', longitude: '72.8777' })
        .where(eq(ordersTable.id, orders.middle)),
    );
  });
});
