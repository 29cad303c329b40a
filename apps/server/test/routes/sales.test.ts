import { merchants, type OrderItemStatus, orderItems, orders, products } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveSalesWindows, WINDOW_PERIODS } from '../../src/repos/sales-windows.js';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

/** Wednesday 15 April 2026, 12:00 in India: "today" for every period below. */
const NOW = new Date('2026-04-15T06:30:00Z');
const server = useRouteApp({ now: () => NOW });
const { call } = server;

/** An instant given in India's time (UTC+05:30). */
const india = (time: string) => new Date(`${time}+05:30`);

const ids = { pen: '', book: '', eraser: '', books: '', stationery: '', gupta: '', sharma: '' };

/**
 * The hand-made data set: each order sits on the edge of a period (00:00 of its first day or
 * 23:59:59 of the day before), so a period off by a day or an hour changes some figure.
 */
beforeAll(async () => {
  const { db } = server;
  const gupta = await insertMerchant(db, { merchantName: 'Anil Gupta', phone: '9810000001' });
  const sharma = await insertMerchant(db, { merchantName: 'Ravi Sharma', phone: '9810000002' });
  await insertMerchant(db, { merchantName: 'Idle Merchant' });
  const books = await insertCategory(db, { displayName: 'Books' });
  const stationery = await insertCategory(db, { displayName: 'Stationery' });
  const pen = await insertProduct(db, gupta.id, books.id, {
    title: 'Gel pen',
    images: ['pen.png'],
  });
  const book = await insertProduct(db, sharma.id, books.id, { title: 'Maths, Class 6' });
  const eraser = await insertProduct(db, gupta.id, stationery.id, { title: 'Eraser' });
  Object.assign(ids, {
    pen: pen.id,
    book: book.id,
    eraser: eraser.id,
    books: books.id,
    stationery: stationery.id,
    gupta: gupta.id,
    sharma: sharma.id,
  });
  const customer = await insertCustomer(db);
  const order = (
    at: string,
    status: 'placed' | 'merchantRejected' | 'delivered' | 'cancelled',
    items: {
      product: string;
      merchant: string;
      itemStatus: 'merchantAccepted' | 'merchantRejected' | 'delivered';
      price: string;
      quantity: number;
    }[],
  ) =>
    insertOrder(
      db,
      customer.id,
      items.map(({ product, merchant, ...item }) => ({
        ...item,
        productId: product,
        merchantId: merchant,
      })),
      { createdAt: india(at), status },
    );
  const penBy = (quantity: number, price: string, itemStatus = 'delivered' as const) => ({
    product: pen.id,
    merchant: gupta.id,
    itemStatus,
    price,
    quantity,
  });
  const bookBy = (
    quantity: number,
    price: string,
    itemStatus: 'merchantAccepted' | 'merchantRejected' | 'delivered' = 'delivered',
  ) => ({ product: book.id, merchant: sharma.id, itemStatus, price, quantity });

  // A: today's first instant; two lines of one merchant count as one order. 21.00
  await order('2026-04-15T00:00:00', 'delivered', [penBy(1, '10.50'), penBy(1, '10.50')]);
  // B: the last second of yesterday (this week). 250.25
  await order('2026-04-14T23:59:59', 'delivered', [bookBy(1, '250.25')]);
  // C: Monday's first instant, accepted, not delivered: an order, no revenue, nothing sold.
  await order('2026-04-13T00:00:00', 'placed', [
    { ...penBy(5, '10.50'), itemStatus: 'merchantAccepted' },
  ]);
  // D: Sunday's last second (this month, not this week). 10.50
  await order('2026-04-12T23:59:59', 'delivered', [penBy(1, '10.50')]);
  // E: the month's first instant, cancelled after the merchant accepted: counts nowhere.
  await order('2026-04-01T00:00:00', 'cancelled', [bookBy(3, '250.25', 'merchantAccepted')]);
  // F: last month's last second, rejected by the merchant.
  await order('2026-03-31T23:59:59', 'merchantRejected', [bookBy(1, '250.25', 'merchantRejected')]);
  // G: the first day of the last 3 months. 40.00
  await order('2026-01-16T00:00:00', 'delivered', [penBy(4, '10.00')]);
  // H: the day before it (last 6 months, this year). 400.00
  await order('2026-01-15T23:59:59', 'delivered', [bookBy(2, '200.00')]);
  // I: the year's first instant. 100.10
  await order('2026-01-01T00:00:00', 'delivered', [penBy(10, '10.01')]);
  // J: last year's last second (last 6 months only). 99.99
  await order('2025-12-31T23:59:59', 'delivered', [bookBy(1, '99.99')]);
  // K: the second before the last 6 months began: counted only with no period.
  await order('2025-10-15T23:59:59', 'delivered', [penBy(7, '10.00')]);
});

const get = async (path: string) => {
  const response = await call('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /sales/orders/revenue', () => {
  it.each([
    ['day', 21, 1],
    ['week', 271.25, 3],
    ['month', 281.75, 4],
    ['3months', 321.75, 6],
    ['6months', 921.84, 9],
    ['year', 821.85, 8],
  ])(
    '%s: revenue %d from delivered orders, %d orders but the cancelled',
    async (period, totalRevenue, totalOrders) => {
      expect(await get(`/sales/orders/revenue?period=${period}`)).toEqual({
        totalRevenue,
        totalOrders,
      });
    },
  );

  it('refuses a period it does not know', async () => {
    const response = await call('GET', '/sales/orders/revenue?period=decade');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/period/);
  });
});

describe('GET /catalogs/products/sales-track', () => {
  const soldCounts = async (query: string) => {
    const { data } = await get(`/catalogs/products/sales-track?${query}`);
    return data.products.map((product: { title: string; soldCount: number }) => [
      product.title,
      product.soldCount,
    ]);
  };

  it.each([
    ['day', 2, 0],
    ['week', 2, 1],
    ['month', 3, 1],
    ['3months', 7, 1],
    ['6months', 17, 4],
    ['year', 17, 3],
  ])('%s: %d pens and %d books sold in delivered orders', async (period, pens, books) => {
    const counts = await soldCounts(`period=${period}`);
    expect(counts).toContainEqual(['Gel pen', pens]);
    expect(counts).toContainEqual(['Maths, Class 6', books]);
    expect(counts).toContainEqual(['Eraser', 0]);
  });

  it('counts every sale ever without a period, most sold first by default', async () => {
    expect(await soldCounts('')).toEqual([
      ['Gel pen', 24],
      ['Maths, Class 6', 4],
      ['Eraser', 0],
    ]);
  });

  it('sorts low to high on request', async () => {
    expect(await soldCounts('period=year&soldCountSort=low-to-high')).toEqual([
      ['Eraser', 0],
      ['Maths, Class 6', 3],
      ['Gel pen', 17],
    ]);
  });

  it('filters by category and by title, any case', async () => {
    expect(await soldCounts(`filterByCategoryId=${ids.stationery}`)).toEqual([['Eraser', 0]]);
    expect(await soldCounts('q=GEL')).toEqual([['Gel pen', 24]]);
    expect(await soldCounts('q=nothing-like-it')).toEqual([]);
  });

  it('pages by limit and tells the pages', async () => {
    const { data } = await get('/catalogs/products/sales-track?limit=1&page=2&period=year');
    expect(data.totalPages).toBe(3);
    expect(data.products).toEqual([
      {
        id: ids.book,
        title: 'Maths, Class 6',
        images: [],
        categoryId: expect.any(String),
        soldCount: 3,
      },
    ]);
  });

  // "This Year" reads the year's own rollup: the sold products by quantity, then the unsold.
  it.each([
    ['high-to-low', 1, 3, [['Eraser', 0]]],
    ['high-to-low', 2, 2, [['Eraser', 0]]],
    [
      'low-to-high',
      2,
      1,
      [
        ['Eraser', 0],
        ['Maths, Class 6', 3],
      ],
    ],
    ['low-to-high', 1, 2, [['Maths, Class 6', 3]]],
    ['low-to-high', 1, 3, [['Gel pen', 17]]],
    ['low-to-high', 2, 2, [['Gel pen', 17]]],
  ])(
    'pages the year %s, %d a page, page %d, across sold and unsold',
    async (sort, limit, page, rows) => {
      expect(
        await soldCounts(`period=year&soldCountSort=${sort}&limit=${limit}&page=${page}`),
      ).toEqual(rows);
    },
  );

  // The month reads its window's rollup as the year reads its own.
  it.each([
    ['high-to-low', 2, 2, [['Eraser', 0]]],
    ['low-to-high', 1, 1, [['Eraser', 0]]],
    ['low-to-high', 1, 2, [['Maths, Class 6', 1]]],
    ['low-to-high', 2, 2, [['Gel pen', 3]]],
  ])(
    'pages the month %s, %d a page, page %d, across sold and unsold',
    async (sort, limit, page, rows) => {
      expect(
        await soldCounts(`period=month&soldCountSort=${sort}&limit=${limit}&page=${page}`),
      ).toEqual(rows);
    },
  );

  it('filters the year by category and title', async () => {
    expect(await soldCounts(`period=year&filterByCategoryId=${ids.stationery}`)).toEqual([
      ['Eraser', 0],
    ]);
    expect(await soldCounts('period=year&q=maths')).toEqual([['Maths, Class 6', 3]]);
  });

  it('gives images as links', async () => {
    const { data } = await get('/catalogs/products/sales-track?q=gel');
    expect(data.products[0].images).toEqual(['/files/pen.png']);
  });
});

describe('GET /sales/orders/merchant-sales-track', () => {
  type Counts = [fulfilledCount: number, acceptedCount: number, rejectedCount: number];
  const row = (
    merchant: 'gupta' | 'sharma',
    [fulfilledCount, acceptedCount, rejectedCount]: Counts,
  ) => ({
    id: ids[merchant],
    name: merchant === 'gupta' ? 'Anil Gupta' : 'Ravi Sharma',
    phone: merchant === 'gupta' ? '9810000001' : '9810000002',
    fulfilledCount,
    acceptedCount,
    rejectedCount,
  });

  it.each<[string, Counts, Counts | null]>([
    ['day', [1, 1, 0], null],
    ['week', [1, 2, 0], [1, 1, 0]],
    ['month', [2, 3, 0], [1, 1, 0]],
    ['3months', [3, 4, 0], [1, 1, 1]],
    ['6months', [4, 5, 0], [3, 3, 1]],
    ['year', [4, 5, 0], [2, 2, 1]],
  ])(
    '%s: orders fulfilled, accepted and rejected per merchant, most fulfilled first',
    async (period, gupta, sharma) => {
      const rows = [row('gupta', gupta), ...(sharma ? [row('sharma', sharma)] : [])];
      expect((await get(`/sales/orders/merchant-sales-track?period=${period}`)).data).toEqual(rows);
    },
  );
});

describe('GET /sales/orders/merchant-sales-rows', () => {
  const page = async (query: string) => {
    const answer = await get(`/sales/orders/merchant-sales-rows?${query}`);
    return { ...answer, names: answer.data.map(({ name }: { name: string }) => name) };
  };

  it.each(['day', 'week', 'month', '3months', '6months', 'year'])(
    "%s: the rows of merchant-sales-track, a page at a time, in the call's order",
    async (period) => {
      const whole = (await get(`/sales/orders/merchant-sales-track?period=${period}`)).data;
      const first = await page(`period=${period}&limit=1`);
      expect(first).toMatchObject({ data: whole.slice(0, 1), total: whole.length });
      expect(first.totalPages).toBe(whole.length);
      const second = await page(`period=${period}&limit=1&page=2`);
      expect(second.data).toEqual(whole.slice(1, 2));
    },
  );

  it('searches name, id or phone as shown, orders by another count either way', async () => {
    expect((await page('period=year&q=SHARMA')).names).toEqual(['Ravi Sharma']);
    expect((await page(`period=year&q=${ids.gupta.slice(-6)}`)).names).toEqual(['Anil Gupta']);
    expect((await page('period=year&q=%2B91%2098100%2000002')).names).toEqual(['Ravi Sharma']);
    expect((await page('period=year&q=nobody')).data).toEqual([]);
    // year: Gupta 4 fulfilled, 0 rejected; Sharma 2 fulfilled, 1 rejected.
    expect((await page('period=year&orderBy=rejectedCount')).names).toEqual([
      'Ravi Sharma',
      'Anil Gupta',
    ]);
    expect((await page('period=year&orderBy=fulfilledCount&sort=1')).names).toEqual([
      'Ravi Sharma',
      'Anil Gupta',
    ]);
  });

  it('counts the rows past the last page', async () => {
    expect(await page('period=year&limit=10&page=3')).toMatchObject({
      data: [],
      total: 2,
      totalPages: 1,
    });
  });

  it('refuses a query it does not take', async () => {
    const answer = await call('GET', '/sales/orders/merchant-sales-rows?period=year&orderBy=name');
    expect(answer.statusCode).toBe(400);
  });
});

/** A new customer's delivered order of one line, placed at `at` (India's time). */
async function insertDeliveredOrder(
  line: { productId: string; merchantId: string; price: string; quantity: number },
  at: string,
) {
  const customer = await insertCustomer(server.db);
  await insertOrder(server.db, customer.id, [{ ...line, itemStatus: 'delivered' }], {
    createdAt: india(at),
    status: 'delivered',
  });
}

describe('a window not yet moved onto its period', () => {
  const answers = () =>
    Promise.all(
      WINDOW_PERIODS.flatMap((period) => [
        get(`/catalogs/products/sales-track?period=${period}&soldCountSort=low-to-high`),
        get(`/sales/orders/merchant-sales-track?period=${period}`),
        get(`/sales/orders/merchant-sales-rows?period=${period}&q=a&orderBy=acceptedCount`),
      ]),
    );

  it('gives the same figures, summed off the daily rollups', async () => {
    const fromWindows = await answers();
    // As before the first move of a business day: every window on another day.
    for (const period of WINDOW_PERIODS) {
      await server.db.execute(sql`select sales_window_move(${period}, '2000-01-01', '2000-01-01')`);
    }
    // The kept answers are read afresh.
    await server.db.execute(sql`update sales_revisions set revision = revision + 1`);
    try {
      expect(await answers()).toEqual(fromWindows);
    } finally {
      await moveSalesWindows(server.db, NOW);
    }
  });
});

describe('after a new order', () => {
  it('counts it at once', async () => {
    await insertDeliveredOrder(
      { productId: ids.eraser, merchantId: ids.gupta, price: '5.05', quantity: 3 },
      '2026-04-15T11:00:00',
    );
    expect(await get('/sales/orders/revenue?period=day')).toEqual({
      totalRevenue: 36.15,
      totalOrders: 2,
    });
    const { data } = await get('/catalogs/products/sales-track?period=day&q=eraser');
    expect(data.products[0].soldCount).toBe(3);
  });
});

/** The merchant's row in the period's merchant rows, if it has one. */
async function merchantRow(merchantId: string, period: string) {
  const rows = (await get(`/sales/orders/merchant-sales-track?period=${period}`)).data;
  return rows.find(({ id }: { id: string }) => id === merchantId);
}

describe('after an order changes', () => {
  /** A merchant and a product of their own, sold today, so the figures above stay as they are. */
  const late = async (name: string) => {
    const merchant = await insertMerchant(server.db, { merchantName: name });
    const product = await insertProduct(server.db, merchant.id, ids.stationery, { title: name });
    const customer = await insertCustomer(server.db);
    const figures = async () => {
      const { data } = await get(`/catalogs/products/sales-track?period=day&q=${name}`);
      // Sold today only, so this year's rollup must say the same.
      const year = await get(`/catalogs/products/sales-track?period=year&q=${name}`);
      expect(year.data.products[0].soldCount).toBe(data.products[0].soldCount);
      const row = await merchantRow(merchant.id, 'day');
      expect(await merchantRow(merchant.id, 'year')).toEqual(row);
      return {
        soldCount: data.products[0].soldCount,
        merchant: row && [row.fulfilledCount, row.acceptedCount, row.rejectedCount],
      };
    };
    const item = (quantity: number, itemStatus: OrderItemStatus) => ({
      productId: product.id,
      merchantId: merchant.id,
      itemStatus,
      price: '2.00',
      quantity,
    });
    return { customer, figures, item };
  };
  const today = india('2026-04-15T09:00:00');

  it('follows its status to delivered and to cancelled', async () => {
    const { customer, figures, item } = await late('Ruler');
    const { order } = await insertOrder(server.db, customer.id, [item(2, 'merchantAccepted')], {
      createdAt: today,
    });
    expect(await figures()).toEqual({ soldCount: 0, merchant: [0, 1, 0] });

    await server.db
      .update(orderItems)
      .set({ itemStatus: 'delivered' })
      .where(eq(orderItems.orderId, order.id));
    await server.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: today })
      .where(eq(orders.id, order.id));
    expect(await figures()).toEqual({ soldCount: 2, merchant: [1, 1, 0] });

    await server.db
      .update(orders)
      .set({ status: 'cancelled', deliveredAt: null })
      .where(eq(orders.id, order.id));
    expect(await figures()).toEqual({ soldCount: 0, merchant: undefined });

    await server.db.update(orders).set({ status: 'placed' }).where(eq(orders.id, order.id));
    expect(await figures()).toEqual({ soldCount: 0, merchant: [1, 1, 0] });
  });

  it('follows items added, changed and removed, and the order deleted', async () => {
    const { customer, figures, item } = await late('Compass');
    const { order, items } = await insertOrder(server.db, customer.id, [item(1, 'delivered')], {
      createdAt: today,
      status: 'delivered',
    });
    expect(await figures()).toEqual({ soldCount: 1, merchant: [1, 1, 0] });

    const [added] = await server.db
      .insert(orderItems)
      .values({ ...item(4, 'delivered'), orderId: order.id, orderCreatedAt: order.createdAt })
      .returning();
    // Two items of one merchant: still one order.
    expect(await figures()).toEqual({ soldCount: 5, merchant: [1, 1, 0] });

    await server.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.id, items[0]!.id));
    await server.db
      .update(orderItems)
      .set({ itemStatus: 'merchantRejected' })
      .where(eq(orderItems.id, added!.id));
    expect(await figures()).toEqual({ soldCount: 7, merchant: [1, 1, 1] });

    await server.db.delete(orderItems).where(eq(orderItems.id, items[0]!.id));
    expect(await figures()).toEqual({ soldCount: 4, merchant: [0, 0, 1] });

    await server.db.delete(orders).where(eq(orders.id, order.id));
    expect(await figures()).toEqual({ soldCount: 0, merchant: undefined });
  });
});

/**
 * A merchant of their own selling `quantity` of a product of their own in one delivered order
 * at `at` (India's time), so the figures above stay as they are.
 */
async function insertDeliveredSale(
  merchantFields: { merchantName: string; phone?: string },
  title: string,
  quantity: number,
  at: string,
) {
  const merchant = await insertMerchant(server.db, merchantFields);
  const product = await insertProduct(server.db, merchant.id, ids.stationery, { title });
  await insertDeliveredOrder(
    { productId: product.id, merchantId: merchant.id, price: '1.00', quantity },
    at,
  );
  return { merchant, product };
}

describe('an order dated later in the year than today', () => {
  it('is not in this year so far, yet counts without a period', async () => {
    const { merchant } = await insertDeliveredSale(
      { merchantName: 'Later Merchant' },
      'Protractor',
      6,
      '2026-06-01T10:00:00',
    );
    const soldCount = async (query: string) =>
      (await get(`/catalogs/products/sales-track?q=protractor${query}`)).data.products[0].soldCount;
    expect(await soldCount('&period=year')).toBe(0);
    expect(await soldCount('')).toBe(6);
    expect(await merchantRow(merchant.id, 'year')).toBeUndefined();
  });
});

describe('after a product or a merchant changes', () => {
  it('shows the new title, picture, category, name and phone at once', async () => {
    const { merchant, product } = await insertDeliveredSale(
      { merchantName: 'Old Name', phone: '9810000009' },
      'Sharpener',
      2,
      '2026-04-15T10:00:00',
    );
    const soldToday = async (query: string) =>
      (await get(`/catalogs/products/sales-track?period=day&${query}`)).data.products;
    // Read once, so that the next calls would find these answers if they were kept too long.
    expect(await soldToday('q=sharpener')).toEqual([
      expect.objectContaining({ title: 'Sharpener', soldCount: 2, categoryId: ids.stationery }),
    ]);
    expect(await merchantRow(merchant.id, 'day')).toMatchObject({ name: 'Old Name' });

    await server.db
      .update(products)
      .set({ title: 'Sharpener, steel', images: ['steel.png'], categoryId: ids.books })
      .where(eq(products.id, product.id));
    await server.db
      .update(merchants)
      .set({ merchantName: 'New Name', phone: '9810000010' })
      .where(eq(merchants.id, merchant.id));

    const [renamed] = await soldToday('q=sharpener');
    expect(renamed).toMatchObject({ title: 'Sharpener, steel', categoryId: ids.books });
    expect(renamed.images).toEqual([expect.stringContaining('steel.png')]);
    expect(await soldToday(`q=sharpener&filterByCategoryId=${ids.stationery}`)).toEqual([]);
    expect(await merchantRow(merchant.id, 'day')).toMatchObject({
      name: 'New Name',
      phone: '9810000010',
    });
  });
});
