import { businessDay } from '@satchel/api';
import { newId } from '@satchel/db';
import {
  bundles,
  orderItemPossibleMerchants,
  orderItems,
  orderPossibleDrivers,
} from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
  insertSchool,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = {
  open: '',
  openNumber: '',
  cancelled: '',
  pen: '',
  book: '',
  sharma: '',
  gupta: '',
  stranger: '',
  driver: '',
};

/** 5 March 2026, 18:45:30 in India. */
const placedAt = new Date('2026-03-05T13:15:30Z');

beforeAll(async () => {
  const { db } = server;
  const sharma = await insertMerchant(db, { storeName: 'Sharma Book Depot' });
  const gupta = await insertMerchant(db, { storeName: 'Gupta Stationers' });
  const stranger = await insertMerchant(db, { storeName: 'Zed Supplies' });
  const category = await insertCategory(db);
  const pen = await insertProduct(db, gupta.id, category.id, { title: 'Gel pen' });
  const book = await insertProduct(db, sharma.id, category.id, { title: 'Maths, Class 6' });
  const customer = await insertCustomer(db, { email: null });
  const driver = await insertDriver(db, {
    currentLatitude: '18.520400',
    currentLongitude: '73.856700',
  });
  const open = await insertOrder(
    db,
    customer.id,
    [
      { productId: pen.id, price: '10.00', quantity: 3 },
      { productId: book.id, price: '250.50', quantity: 1 },
    ],
    {
      status: 'placed',
      createdAt: placedAt,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      driverId: driver.id,
    },
  );
  const cancelled = await insertOrder(
    db,
    customer.id,
    [{ productId: pen.id, price: '10.00', quantity: 1 }],
    {
      status: 'cancelled',
      createdAt: new Date('2026-03-06T05:00:00Z'),
    },
  );
  // Both stores can supply the pen; only Sharma the book.
  const [penItem, bookItem] = open.items;
  await db.insert(orderItemPossibleMerchants).values([
    { orderItemId: penItem!.id, orderCreatedAt: penItem!.orderCreatedAt, merchantId: gupta.id },
    { orderItemId: penItem!.id, orderCreatedAt: penItem!.orderCreatedAt, merchantId: sharma.id },
    { orderItemId: bookItem!.id, orderCreatedAt: bookItem!.orderCreatedAt, merchantId: sharma.id },
    {
      orderItemId: cancelled.items[0]!.id,
      orderCreatedAt: cancelled.items[0]!.orderCreatedAt,
      merchantId: gupta.id,
    },
  ]);
  await db.insert(orderPossibleDrivers).values({
    orderId: open.order.id,
    orderCreatedAt: open.order.createdAt,
    driverId: driver.id,
    isCurrent: true,
  });
  // Today's order, for the daily totals.
  await insertOrder(db, customer.id, [{ productId: book.id, price: '99.99', quantity: 2 }], {
    status: 'delivered',
  });
  Object.assign(ids, {
    open: open.order.id,
    openNumber: open.order.orderId,
    cancelled: cancelled.order.id,
    pen: pen.id,
    book: book.id,
    sharma: sharma.id,
    gupta: gupta.id,
    stranger: stranger.id,
    driver: driver.id,
  });
});

describe('GET /sales/orders', () => {
  it('pages orders newest first in { data: { orders, totalOrders, totalPages } }', async () => {
    const response = await call('GET', '/sales/orders?includeTotal=true&page=1&limit=10&sort=-1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ totalOrders: 3, totalPages: 1 });
    expect(data.orders.map((order: { status: string }) => order.status)).toEqual([
      'delivered',
      'cancelled',
      'placed',
    ]);
    expect(data.orders[2]).toMatchObject({
      id: ids.open,
      orderId: ids.openNumber,
      orderTime: '2026-03-05 18:45:30',
      subTotal: 280.5,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      address: '12 MG Road, Pune, Maharashtra 411001',
    });
  });

  it('filters by status (all meaning every status), order id and payment method', async () => {
    const statuses = async (query: string) =>
      (await call('GET', `/sales/orders?${query}`))
        .json()
        .data.orders.map((order: { id: string }) => order.id);
    expect(await statuses('status=cancelled')).toEqual([ids.cancelled]);
    expect(await statuses('status=all')).toHaveLength(3);
    expect(await statuses(`orderId=${ids.openNumber}`)).toEqual([ids.open]);
    expect(await statuses('paymentMethod=cod')).toEqual([ids.open]);
  });

  it('counts a status from the kept totals, one status or all, and the other filters by rows', async () => {
    const totalOf = async (query: string) =>
      (await call('GET', `/sales/orders?${query}`)).json().data.totalOrders;
    expect(await totalOf('status=cancelled')).toBe(1);
    expect(await totalOf('status=delivered')).toBe(1);
    expect(await totalOf('status=all')).toBe(3);
    expect(await totalOf('status=readyToPick')).toBe(0);
    expect(await totalOf('paymentMethod=cod')).toBe(1);
  });

  it('reads the page after or before a row named by after / before (keyset paging)', async () => {
    const ordered = async (query: string) => {
      const response = await call('GET', `/sales/orders?limit=1&sort=-1&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.orders.map((order: { status: string }) => order.status);
    };
    const [newest] = (await call('GET', '/sales/orders?limit=1&sort=-1')).json().data.orders;
    expect(await ordered(`page=2&after=${newest.id}`)).toEqual(['cancelled']);
    expect(await ordered(`page=2&before=${ids.open}`)).toEqual(['cancelled']);
    expect(await ordered(`page=2&status=placed&before=${ids.open}`)).toEqual([]);
    const both = await call('GET', `/sales/orders?page=2&after=${ids.open}&before=${ids.open}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('A page starts after one row or before another, not both.');
    expect((await call('GET', '/sales/orders?page=2&after=ORD-1')).statusCode).toBe(400);
  });

  it('refuses a bad filter and needs a token', async () => {
    const bad = await call('GET', '/sales/orders?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    expect((await call('GET', '/sales/orders', undefined, null)).statusCode).toBe(401);
  });
});

describe('GET /sales/orders/daily-totals', () => {
  it("answers each of the last 30 days, today's orders in the last", async () => {
    const response = await call('GET', '/sales/orders/daily-totals');
    expect(response.statusCode).toBe(200);
    const { days } = response.json().data;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: businessDay(), totalSales: 199.98, orderCount: 1 });
    expect(days[0].orderCount).toBe(0);
  });

  it('follows the status and the number of days', async () => {
    const placed = (await call('GET', '/sales/orders/daily-totals?status=placed&days=7')).json()
      .data.days;
    expect(placed).toHaveLength(7);
    expect(placed.every((day: { orderCount: number }) => day.orderCount === 0)).toBe(true);
    expect((await call('GET', '/sales/orders/daily-totals?days=0')).statusCode).toBe(400);
    expect((await call('GET', '/sales/orders/daily-totals', undefined, null)).statusCode).toBe(401);
  });
});

describe('GET /sales/orders/details/:id', () => {
  it('answers the order by id or order number, with items, merchants, customer and drivers', async () => {
    for (const ref of [ids.open, ids.openNumber]) {
      const response = await call('GET', `/sales/orders/details/${ref}`);
      expect(response.statusCode).toBe(200);
      const order = response.json().data;
      expect(order).toMatchObject({
        id: ids.open,
        status: 'placed',
        createdAt: '2026-03-05T13:15:30.000Z',
        subTotal: 280.5,
        paymentInfo: { paymentMethod: 'cod', paymentStatus: 'unpaid' },
        billingAddress: { addressLine1: '12 MG Road', city: 'Pune' },
        additionalCharges: { deliveryFee: 0, tip: 0 },
        driverId: ids.driver,
      });
      expect(order.customer).not.toHaveProperty('email');
      expect(order.items.map((item: { product: { title: string } }) => item.product.title)).toEqual(
        ['Gel pen', 'Maths, Class 6'],
      );
      expect(
        order.items[0].possibleMerchants.map(
          (merchant: { storeName: string }) => merchant.storeName,
        ),
      ).toEqual(['Gupta Stationers', 'Sharma Book Depot']);
      expect(order.possibleDrivers).toEqual([
        expect.objectContaining({
          id: ids.driver,
          current: true,
          currentLocation: { latitude: 18.5204, longitude: 73.8567 },
        }),
      ]);
    }
  });

  it('names a bundle item by its set, class and school', async () => {
    const { db } = server;
    const { school, branch } = await insertSchool(db, ['5']);
    const [bundle] = await db
      .insert(bundles)
      .values({ schoolId: school.id, branchId: branch.id, classLevel: '5', setType: 'bookSet' })
      .returning();
    const { order } = await insertOrder(db, (await insertCustomer(db)).id, [
      { bundleId: bundle!.id, price: '1200.00', quantity: 1 },
      { productId: ids.pen, price: '10.00', quantity: 1 },
    ]);

    const items = (await call('GET', `/sales/orders/details/${order.id}`)).json().data.items;
    expect(items).toEqual([
      expect.objectContaining({ productId: ids.pen, bundle: null }),
      expect.objectContaining({
        bundleId: bundle!.id,
        product: null,
        bundle: { schoolName: school.schoolName, classLevel: '5', setType: 'bookSet' },
      }),
    ]);
  });

  it('answers "Order not found!" (404) for an unknown order, 401 without a token', async () => {
    const response = await call('GET', `/sales/orders/details/${newId()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Order not found!', code: expect.any(String) });
    expect(
      (await call('GET', `/sales/orders/details/${ids.open}`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('GET /sales/orders/find-merchants/:id', () => {
  it('answers the merchants able to supply the products, the best match first', async () => {
    const response = await call('GET', `/sales/orders/find-merchants/${ids.open}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().possibleMerchants).toEqual([
      expect.objectContaining({
        merchantId: ids.sharma,
        matchedProducts: [
          { id: ids.pen, title: 'Gel pen' },
          { id: ids.book, title: 'Maths, Class 6' },
        ],
      }),
      expect.objectContaining({
        merchantId: ids.gupta,
        matchedProducts: [{ id: ids.pen, title: 'Gel pen' }],
      }),
    ]);
    expect((await call('GET', `/sales/orders/find-merchants/${newId()}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/sales/orders/find-merchants/${ids.open}`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('POST /sales/orders/assign-merchants-by-admin/:id', () => {
  const assign = (orderRef: string, items: { productId: string; merchantId: string }[]) =>
    call('POST', `/sales/orders/assign-merchants-by-admin/${orderRef}`, { items });
  const assigned = async (orderId: string) =>
    (await server.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map(
      (item) => item.merchantId,
    );

  it('refuses a partial assignment, a merchant that cannot supply, or a foreign product — and changes nothing', async () => {
    const partial = await assign(ids.open, [{ productId: ids.pen, merchantId: ids.gupta }]);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/Every product needs a merchant/);

    const unable = await assign(ids.open, [
      { productId: ids.pen, merchantId: ids.gupta },
      { productId: ids.book, merchantId: ids.gupta },
    ]);
    expect(unable.statusCode).toBe(400);
    expect(unable.json().message).toMatch(/cannot supply/);

    const foreign = await assign(ids.open, [
      { productId: ids.pen, merchantId: ids.gupta },
      { productId: ids.book, merchantId: ids.sharma },
      { productId: newId(), merchantId: ids.sharma },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(await assigned(ids.open)).toEqual([null, null]);
  });

  it('refuses a cancelled order (409)', async () => {
    const response = await assign(ids.cancelled, [{ productId: ids.pen, merchantId: ids.gupta }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Merchants cannot be assigned to a cancelled order',
      code: 'order.cancelled',
    });
    expect(await assigned(ids.cancelled)).toEqual([null]);
  });

  it('assigns one merchant per product, all at once', async () => {
    const response = await assign(ids.openNumber, [
      { productId: ids.pen, merchantId: ids.gupta },
      { productId: ids.book, merchantId: ids.sharma },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Merchants assigned to 2 products' });
    const order = (await call('GET', `/sales/orders/details/${ids.open}`)).json().data;
    expect(order.items.map((item: { merchantId: string }) => item.merchantId)).toEqual([
      ids.gupta,
      ids.sharma,
    ]);
  });

  it('refuses bad input, an unknown order and a missing token', async () => {
    expect((await assign(ids.open, [])).statusCode).toBe(400);
    const unknown = await assign(newId(), [{ productId: ids.pen, merchantId: ids.gupta }]);
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/sales/orders/assign-merchants-by-admin/${ids.open}`,
          { items: [{ productId: ids.pen, merchantId: ids.gupta }] },
          null,
        )
      ).statusCode,
    ).toBe(401);
  });
});
