import { orderItemPossibleMerchants, orderPossibleDrivers } from '@satchel/db/schema';
import { describe, expect, it } from 'vitest';
import { dailyOrderTotals, findOrderDetails, listOrders } from '../../src/repos/orders.js';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

async function catalogue() {
  const { db } = database;
  const merchant = await insertMerchant(db, { storeName: 'Vidya Book Depot', city: 'Pune' });
  const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id, {
    title: 'Atlas',
    brand: 'Oxford',
    sku: 'ATL-1',
    images: ['products/atlas.svg'],
  });
  return { merchant, product };
}

describe('orders list', () => {
  it('is newest first by default and filters by status, order id, customer and payment', async () => {
    const { db } = database;
    const { product } = await catalogue();
    const customer = await insertCustomer(db);
    const item = { productId: product.id, price: '100.00', quantity: 1 };
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    await insertOrder(db, customer.id, [item], {
      orderId: 'SAT-1',
      createdAt: at(1),
      customerName: 'Asha Rao',
    });
    await insertOrder(db, customer.id, [item], {
      orderId: 'SAT-2',
      createdAt: at(2),
      status: 'delivered',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      customerPhone: '9812345678',
    });
    await insertOrder(db, customer.id, [item], {
      orderId: 'SAT-3',
      createdAt: at(3),
      status: 'cancelled',
    });
    const orderIds = async (filters: Record<string, string>, sort?: 1 | -1) =>
      (await listOrders(db, { includeTotal: true, sort }, filters)).rows.map((row) => row.orderId);
    expect(await orderIds({})).toEqual(['SAT-3', 'SAT-2', 'SAT-1']);
    expect(await orderIds({}, 1)).toEqual(['SAT-1', 'SAT-2', 'SAT-3']);
    expect(await orderIds({ status: 'all' })).toEqual(['SAT-3', 'SAT-2', 'SAT-1']);
    expect(await orderIds({ status: 'delivered' })).toEqual(['SAT-2']);
    expect(await orderIds({ orderId: 'SAT-3' })).toEqual(['SAT-3']);
    // The start of an order id finds the orders it starts; the pattern's wildcards are text.
    expect(await orderIds({ orderId: 'SAT-' })).toEqual(['SAT-3', 'SAT-2', 'SAT-1']);
    expect(await orderIds({ orderId: 'SA' }, 1)).toEqual(['SAT-1', 'SAT-2', 'SAT-3']);
    expect(await orderIds({ orderId: 'SAT_' })).toEqual([]);
    expect(await orderIds({ orderId: 'AT-3' })).toEqual([]);
    expect(await orderIds({ customerName: 'asha' })).toEqual(['SAT-1']);
    expect(await orderIds({ customerPhone: '9812345678' })).toEqual(['SAT-2']);
    // The phone as the console shows it, or as it is dialled, finds the same order.
    expect(await orderIds({ customerPhone: '+91 9812345678' })).toEqual(['SAT-2']);
    expect(await orderIds({ customerPhone: '+91 98123-45678' })).toEqual(['SAT-2']);
    expect(await orderIds({ paymentMethod: 'cod' })).toEqual(['SAT-2']);
    expect(await orderIds({ paymentStatus: 'paid', status: 'cancelled' })).toEqual(['SAT-3']);
    const page = await listOrders(db, { includeTotal: true, limit: 2 }, { paymentStatus: 'paid' });
    expect([page.total, page.totalPages]).toEqual([2, 1]);
  });
});

describe('order details', () => {
  it('gives the order with its items, their possible merchants and the possible drivers', async () => {
    const { db } = database;
    const { merchant, product } = await catalogue();
    const second = await insertMerchant(db, { storeName: 'Akshar Stationers' });
    const driver = await insertDriver(db, { firstName: 'Ravi' });
    const { order, items } = await insertOrder(
      db,
      (await insertCustomer(db)).id,
      [{ productId: product.id, price: '250.50', quantity: 2, merchantId: merchant.id }],
      { orderId: 'SAT-77', driverId: driver.id, deliveryFee: '30.00' },
    );
    await db.insert(orderItemPossibleMerchants).values([
      {
        orderItemId: items[0]!.id,
        orderCreatedAt: items[0]!.orderCreatedAt,
        merchantId: merchant.id,
      },
      {
        orderItemId: items[0]!.id,
        orderCreatedAt: items[0]!.orderCreatedAt,
        merchantId: second.id,
      },
    ]);
    await db.insert(orderPossibleDrivers).values({
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      driverId: driver.id,
      isCurrent: true,
    });

    const details = await findOrderDetails(db, order.id);
    expect(details?.order).toMatchObject({
      orderId: 'SAT-77',
      subTotal: '501.00',
      deliveryFee: '30.00',
    });
    expect(details?.items).toHaveLength(1);
    expect(details?.items[0]).toMatchObject({
      price: '250.50',
      quantity: 2,
      merchantId: merchant.id,
      product: { title: 'Atlas', brand: 'Oxford', sku: 'ATL-1', images: ['products/atlas.svg'] },
    });
    expect(details?.items[0]?.possibleMerchants.map((m) => m.storeName)).toEqual([
      'Akshar Stationers',
      'Vidya Book Depot',
    ]);
    expect(details?.items[0]?.possibleMerchants[1]).toMatchObject({
      city: 'Pune',
      country: 'India',
    });
    expect(details?.possibleDrivers).toEqual([
      expect.objectContaining({
        id: driver.id,
        firstName: 'Ravi',
        isCurrent: true,
        rejected: false,
      }),
    ]);
    expect((await findOrderDetails(db, 'SAT-77'))?.order.id).toBe(order.id);
    expect(await findOrderDetails(db, 'SAT-404')).toBeUndefined();
  });
  it('lists the items of an order by product title, whatever their random ids', async () => {
    const { db } = database;
    const { merchant, product: atlas } = await catalogue();
    const category = await insertCategory(db);
    const zoology = await insertProduct(db, merchant.id, category.id, { title: 'Zoology' });
    const maps = await insertProduct(db, merchant.id, category.id, { title: 'Maps' });
    const { order } = await insertOrder(db, (await insertCustomer(db)).id, [
      { productId: zoology.id, price: '1.00', quantity: 1 },
      { productId: atlas.id, price: '1.00', quantity: 1 },
      { productId: maps.id, price: '1.00', quantity: 1 },
    ]);
    const details = await findOrderDetails(db, order.id);
    expect(details?.items.map((item) => item.product?.title)).toEqual(['Atlas', 'Maps', 'Zoology']);
  });
});

describe('daily order totals', () => {
  it('sums sub-totals and counts orders per India day, with empty days as zeros', async () => {
    const { db } = database;
    const { product } = await catalogue();
    const customer = await insertCustomer(db);
    const order = (price: string, createdAt: string, status?: 'cancelled') =>
      insertOrder(db, customer.id, [{ productId: product.id, price, quantity: 1 }], {
        createdAt: new Date(createdAt),
        ...(status ? { status } : {}),
      });
    await order('100.10', '2026-03-01T18:00:00Z'); // 23:30 on 1 March in India
    await order('200.20', '2026-03-01T19:00:00Z'); // 00:30 on 2 March in India
    await order('300.30', '2026-03-02T10:00:00Z', 'cancelled');
    await order('999.00', '2026-03-04T19:00:00Z'); // 5 March in India: outside the range
    expect(await dailyOrderTotals(db, { from: '2026-03-01', to: '2026-03-04' })).toEqual([
      { day: '2026-03-01', subTotal: '100.10', orders: 1 },
      { day: '2026-03-02', subTotal: '500.50', orders: 2 },
      { day: '2026-03-03', subTotal: '0.00', orders: 0 },
      { day: '2026-03-04', subTotal: '0.00', orders: 0 },
    ]);
    expect(
      await dailyOrderTotals(db, { from: '2026-03-02', to: '2026-03-02', status: 'cancelled' }),
    ).toEqual([{ day: '2026-03-02', subTotal: '300.30', orders: 1 }]);
    expect(
      (await dailyOrderTotals(db, { from: '2026-03-02', to: '2026-03-02', status: 'all' }))[0]
        ?.orders,
    ).toBe(2);
  });
});
