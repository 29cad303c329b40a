import { driverSettlements, merchantSettlements, orderItems, orders } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/repos/db.js';
import { merchantEarnings } from '../../src/repos/merchant-earnings.js';
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

/** Each merchant's earnings as the triggers keep them (migration 0027). */
async function kept(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ merchant_id: string; earned: string }>(
    sql`select merchant_id, round(earned, 2)::text as earned from merchant_money_totals
        where earned <> 0 order by merchant_id`,
  );
  return Object.fromEntries(rows.map((row) => [row.merchant_id, row.earned]));
}

describe("merchants' earnings and everyone's settlements kept by triggers", () => {
  it('follow orders delivered, undelivered, items changed and orders deleted, as counted afresh', async () => {
    const { db } = database;
    const [gupta, sharma] = [await insertMerchant(db), await insertMerchant(db)];
    const product = await insertProduct(db, gupta.id, (await insertCategory(db)).id);
    const customer = await insertCustomer(db);
    const item = (merchantId: string, price: string, quantity = 1) => ({
      productId: product.id,
      merchantId,
      price,
      quantity,
    });
    const expectKept = async (expected: Record<string, string>) => {
      expect(await kept(db)).toEqual(expected);
      // The one definition of what a merchant earns, counted from the items.
      for (const [merchantId, earned] of Object.entries(expected)) {
        expect((await merchantEarnings(db, merchantId)).earned).toBe(earned);
      }
    };

    // Delivered with its items: 2 × 10.50 of Gupta's and 40.00 of Sharma's.
    const { order: first, items } = await insertOrder(
      db,
      customer.id,
      [item(gupta.id, '10.50', 2), item(sharma.id, '40.00')],
      { status: 'delivered' },
    );
    // Placed: nothing earned yet.
    const { order: second } = await insertOrder(db, customer.id, [item(gupta.id, '100.00')]);
    await expectKept({ [gupta.id]: '21.00', [sharma.id]: '40.00' });

    // The second is delivered; the first's Sharma item moves to Gupta at a new price.
    await db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(orders.id, second.id));
    await db
      .update(orderItems)
      .set({ merchantId: gupta.id, price: '45.00' })
      .where(eq(orderItems.id, items[1]!.id));
    await expectKept({ [gupta.id]: '166.00' });

    // The first is cancelled after all, then deleted; the second is deleted.
    await db
      .update(orders)
      .set({ status: 'cancelled', deliveredAt: null })
      .where(eq(orders.id, first.id));
    await expectKept({ [gupta.id]: '100.00' });
    await db.delete(orders).where(eq(orders.id, first.id));
    await db.delete(orders).where(eq(orders.id, second.id));
    await expectKept({});
  });

  it('follow the settlements of merchants and drivers', async () => {
    const { db } = database;
    const admin = await insertAdmin(db);
    const merchant = await insertMerchant(db);
    const driver = await insertDriver(db);
    const [kept5] = await db
      .insert(merchantSettlements)
      .values([
        {
          transactionId: `T-${merchant.id}-1`,
          merchantId: merchant.id,
          amount: '5.00',
          settledBy: admin.id,
        },
        {
          transactionId: `T-${merchant.id}-2`,
          merchantId: merchant.id,
          amount: '2.50',
          settledBy: admin.id,
        },
      ])
      .returning();
    await db.delete(merchantSettlements).where(eq(merchantSettlements.id, kept5!.id));
    await db.insert(driverSettlements).values([
      { driverId: driver.id, type: 'earning', amount: '3.00', settledBy: admin.id },
      { driverId: driver.id, type: 'cashCollected', amount: '4.00', settledBy: admin.id },
      { driverId: driver.id, type: 'earning', amount: '1.25', settledBy: admin.id },
    ]);
    const { rows } = await db.execute<{ settled: string; earning: string; cash: string }>(sql`
      select (select settled::text from merchant_money_totals where merchant_id = ${merchant.id}) as settled,
             (select earning::text from driver_settled_totals where driver_id = ${driver.id}) as earning,
             (select cash_collected::text from driver_settled_totals where driver_id = ${driver.id}) as cash,
             (select settled_earning::text from driver_delivered_totals
              where driver_id = ${driver.id}) as settled_earning`);
    // What was settled of the earnings is beside the deliveries too (migration 0044), for a
    // driver who delivered nothing as well.
    expect(rows[0]).toEqual({
      settled: '2.50',
      earning: '4.25',
      cash: '4.00',
      settled_earning: '4.25',
    });
  });

  it('are counted whole again by list_totals_rebuild', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
    const customer = await insertCustomer(db);
    await insertOrder(
      db,
      customer.id,
      [{ productId: product.id, merchantId: merchant.id, price: '12.25', quantity: 4 }],
      { status: 'delivered' },
    );
    await db.insert(merchantSettlements).values({
      transactionId: `T-${merchant.id}`,
      merchantId: merchant.id,
      amount: '9.00',
      settledBy: (await insertAdmin(db)).id,
    });
    const driver = await insertDriver(db);
    await db.insert(driverSettlements).values({
      driverId: driver.id,
      type: 'earning',
      amount: '6.00',
      settledBy: (await insertAdmin(db)).id,
    });
    await db.execute(sql`delete from merchant_money_totals`);
    await db.execute(sql`update driver_delivered_totals set settled_earning = 0`);
    await db.execute(sql`select list_totals_rebuild()`);
    expect((await kept(db))[merchant.id]).toBe('49.00');
    const { rows } = await db.execute<{ settled: string; settled_earning: string }>(
      sql`select (select settled::text from merchant_money_totals
                  where merchant_id = ${merchant.id}) as settled,
                 (select settled_earning::text from driver_delivered_totals
                  where driver_id = ${driver.id}) as settled_earning`,
    );
    expect(rows[0]).toEqual({ settled: '9.00', settled_earning: '6.00' });
  });
});
