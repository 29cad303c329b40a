import { driverSettlements, merchantSettlements } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverMoney } from '../../src/repos/drivers.js';
import { earningRecords, merchantEarnings } from '../../src/repos/merchant-earnings.js';
import { settleDriver, settleMerchant } from '../../src/repos/settlements.js';
import {
  insertAdmin,
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/**
 * A merchant with two delivered orders (earning 2 × 100.25 + 50.00 = 250.50) and one placed
 * order (earning nothing yet), and another merchant's delivered order.
 */
async function merchantWithEarnings() {
  const { db } = database;
  const admin = await insertAdmin(db);
  const merchant = await insertMerchant(db, { storeName: 'Vidya Book Depot' });
  const other = await insertMerchant(db);
  const category = await insertCategory(db);
  const atlas = await insertProduct(db, merchant.id, category.id, { title: 'Atlas' });
  const pen = await insertProduct(db, other.id, category.id, { title: 'Pen' });
  const customer = await insertCustomer(db);
  const delivered = { status: 'delivered' as const };
  await insertOrder(
    db,
    customer.id,
    [{ productId: atlas.id, merchantId: merchant.id, price: '100.25', quantity: 2 }],
    {
      ...delivered,
      orderId: 'SAT-A',
      deliveredAt: new Date('2026-03-01T18:00:00Z'), // 1 March in India
    },
  );
  await insertOrder(
    db,
    customer.id,
    [
      { productId: atlas.id, merchantId: merchant.id, price: '50.00', quantity: 1 },
      { productId: pen.id, merchantId: other.id, price: '20.00', quantity: 3 },
    ],
    { ...delivered, orderId: 'SAT-B', deliveredAt: new Date('2026-03-01T19:00:00Z') }, // 2 March
  );
  await insertOrder(db, customer.id, [
    { productId: atlas.id, merchantId: merchant.id, price: '999.00', quantity: 1 },
  ]);
  return { admin, merchant, other };
}

describe('merchant earnings', () => {
  it('earns the items of delivered orders, less what was settled', async () => {
    const { db } = database;
    const { admin, merchant } = await merchantWithEarnings();
    expect(await merchantEarnings(db, merchant.id)).toEqual({
      earned: '250.50',
      settled: '0.00',
      due: '250.50',
    });
    await db.insert(merchantSettlements).values({
      transactionId: 'T1',
      merchantId: merchant.id,
      amount: '200.00',
      settledBy: admin.id,
    });
    expect(await merchantEarnings(db, merchant.id)).toEqual({
      earned: '250.50',
      settled: '200.00',
      due: '50.50',
    });
  });

  it('gives the earning report rows of orders delivered on the India days asked', async () => {
    const { db } = database;
    await merchantWithEarnings();
    const firstOfMarch = await earningRecords(db, { from: '2026-03-01', to: '2026-03-01' });
    expect(
      firstOfMarch.map((row) => [row.orderNumber, row.storeName, row.title, row.amount]),
    ).toEqual([['SAT-A', 'Vidya Book Depot', 'Atlas', '200.50']]);
    const both = await earningRecords(db, { from: '2026-03-01', to: '2026-03-02' });
    expect(both.map((row) => row.amount).sort()).toEqual(['200.50', '50.00', '60.00']);
    expect(both[0]?.deliveredAt).toEqual(new Date('2026-03-01T18:00:00Z'));
    expect(await earningRecords(db, { from: '2026-03-03', to: '2026-03-09' })).toEqual([]);
  });
});

describe('merchant settlement', () => {
  it('records a settlement up to what is due, and refuses more', async () => {
    const { db } = database;
    const { admin, merchant } = await merchantWithEarnings();
    const settle = (transactionId: string, amount: string | number) =>
      settleMerchant(db, { transactionId, merchantId: merchant.id, amount, settledBy: admin.id });
    const first = await settle('TXN-1', 200.5);
    expect(first).toMatchObject({
      ok: true,
      settlement: { amount: '200.50', transactionId: 'TXN-1' },
    });
    expect(await settle('TXN-2', '50.01')).toEqual({
      ok: false,
      reason: 'exceedsDue',
      due: '50.00',
    });
    expect(await settle('TXN-1', '1.00')).toEqual({ ok: false, reason: 'duplicateTransaction' });
    expect(await settle('TXN-3', '50.00')).toMatchObject({ ok: true });
    expect((await merchantEarnings(db, merchant.id)).due).toBe('0.00');
    expect(
      await settleMerchant(db, {
        transactionId: 'TXN-4',
        merchantId: 'ffffffffffffffffffffffff',
        amount: '1',
        settledBy: admin.id,
      }),
    ).toEqual({ ok: false, reason: 'notFound' });
  });

  it('keeps exactly one row when two settlements with one transaction id race', async () => {
    const { db } = database;
    const { admin, merchant, other } = await merchantWithEarnings();
    for (const [round, merchants] of [
      ['SAME', [merchant.id, merchant.id]],
      ['CROSS', [merchant.id, other.id]],
    ] as const) {
      const outcomes = await Promise.all(
        merchants.map((merchantId) =>
          settleMerchant(db, {
            transactionId: `TXN-${round}`,
            merchantId,
            amount: '10.00',
            settledBy: admin.id,
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
        { ok: false, reason: 'duplicateTransaction' },
      ]);
      expect(
        await db.$count(merchantSettlements, eq(merchantSettlements.transactionId, `TXN-${round}`)),
      ).toBe(1);
    }
  });

  it('refuses one of two racing settlements that together exceed what is due', async () => {
    const { db } = database;
    const { admin, merchant } = await merchantWithEarnings();
    const outcomes = await Promise.all(
      ['TXN-X', 'TXN-Y'].map((transactionId) =>
        settleMerchant(db, {
          transactionId,
          merchantId: merchant.id,
          amount: '150.00',
          settledBy: admin.id,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { ok: false, reason: 'exceedsDue', due: '100.50' },
    ]);
    expect(await merchantEarnings(db, merchant.id)).toMatchObject({
      settled: '150.00',
      due: '100.50',
    });
  });
});

describe('driver money and settlement', () => {
  /** A driver with two delivered orders (one cash) and one on the way. */
  async function driverWithDeliveries() {
    const { db } = database;
    const admin = await insertAdmin(db);
    const driver = await insertDriver(db);
    const merchant = await insertMerchant(db);
    const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
    const customer = await insertCustomer(db);
    const items = [{ productId: product.id, price: '100.00', quantity: 2 }];
    await insertOrder(db, customer.id, items, {
      driverId: driver.id,
      status: 'delivered',
      paymentMethod: 'cod',
      deliveryFee: '30.00',
      tip: '10.50',
      platformFee: '5.00',
    });
    await insertOrder(db, customer.id, items, {
      driverId: driver.id,
      status: 'delivered',
      paymentMethod: 'online',
      deliveryFee: '25.00',
    });
    await insertOrder(db, customer.id, items, {
      driverId: driver.id,
      status: 'outForDelivery',
      paymentMethod: 'cod',
      deliveryFee: '99.00',
    });
    return { admin, driver };
  }

  it('earns fees and tips of delivered orders and collects the whole bill of delivered cash orders', async () => {
    const { db } = database;
    const { admin, driver } = await driverWithDeliveries();
    expect(await driverMoney(db, driver.id)).toEqual({
      earning: { total: '65.50', settled: '0.00', due: '65.50' },
      cashCollected: { total: '245.50', settled: '0.00', due: '245.50' },
    });
    await db
      .insert(driverSettlements)
      .values({ driverId: driver.id, type: 'cashCollected', amount: '45.50', settledBy: admin.id });
    expect((await driverMoney(db, driver.id)).cashCollected).toEqual({
      total: '245.50',
      settled: '45.50',
      due: '200.00',
    });
  });

  it('settles each kind up to what is due, refusing more and racing settlements beyond it', async () => {
    const { db } = database;
    const { admin, driver } = await driverWithDeliveries();
    const settle = (type: 'earning' | 'cashCollected', amount: string) =>
      settleDriver(db, { driverId: driver.id, type, amount, settledBy: admin.id });
    expect(await settle('earning', '65.51')).toEqual({
      ok: false,
      reason: 'exceedsDue',
      due: '65.50',
    });
    expect(await settle('earning', '65.50')).toMatchObject({
      ok: true,
      settlement: { type: 'earning' },
    });
    const racing = await Promise.all([
      settle('cashCollected', '200.00'),
      settle('cashCollected', '100.00'),
    ]);
    expect(racing.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(racing.find((outcome) => !outcome.ok)).toMatchObject({ reason: 'exceedsDue' });
    expect(
      await settleDriver(db, {
        driverId: 'ffffffffffffffffffffffff',
        type: 'earning',
        amount: '1',
        settledBy: admin.id,
      }),
    ).toEqual({ ok: false, reason: 'notFound' });
  });
});
