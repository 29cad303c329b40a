import { orderItems, orders } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/repos/db.js';
import { merchantEarnings } from '../../src/repos/merchant-earnings.js';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/** Each merchant's earnings as the triggers keep them (migration 0027). */
async function kept(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ merchant_id: string; earned: string }>(
    sql`select merchant_id, round(earned, 2)::text as earned from merchant_delivered_totals
        where earned <> 0 order by merchant_id`,
  );
  return Object.fromEntries(rows.map((row) => [row.merchant_id, row.earned]));
}

describe("merchants' earnings kept by triggers", () => {
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
    await db.execute(sql`delete from merchant_delivered_totals`);
    await db.execute(sql`select list_totals_rebuild()`);
    expect((await kept(db))[merchant.id]).toBe('49.00');
  });
});
