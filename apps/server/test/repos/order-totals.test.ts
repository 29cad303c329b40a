import { BUSINESS_TIME_ZONE } from '@satchel/api';
import { orders } from '@satchel/db/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/repos/db.js';
import { dailyOrderTotals, listOrders } from '../../src/repos/orders.js';
import { insertCustomer, insertOrder } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/** The list's total for a status, as the Order Management screen asks for it. */
const listTotal = async (db: Db, status?: string) =>
  (await listOrders(db, { includeTotal: true }, status ? { status } : {})).total;

/** The same, counted the slow way. */
async function counted(db: Db, status?: string) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::integer as n from ${orders} where ${status ? sql`${orders.status} = ${status}` : sql`true`}`,
  );
  return rows[0]!.n;
}

const day = (totals: Awaited<ReturnType<typeof dailyOrderTotals>>) =>
  totals.map(({ subTotal, orders }) => [subTotal, orders]);

describe('order counters kept by triggers', () => {
  it('stay exact through inserts, status updates and deletes', async () => {
    const { db } = database;
    const customer = await insertCustomer(db);
    const at = new Date('2026-03-01T10:00:00Z');
    const placed = await Promise.all(
      ['10.00', '20.00', '30.00'].map((subTotal) =>
        insertOrder(db, customer.id, [], { subTotal, createdAt: at }),
      ),
    );
    await insertOrder(db, customer.id, [], {
      subTotal: '5.50',
      status: 'cancelled',
      createdAt: at,
    });
    expect(await listTotal(db)).toBe(4);
    expect(await listTotal(db, 'placed')).toBe(3);
    expect(await listTotal(db, 'all')).toBe(4);
    expect(await listTotal(db, 'delivered')).toBe(0);

    await db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: at })
      .where(eq(orders.id, placed[0]!.order.id));
    expect(await listTotal(db, 'placed')).toBe(2);
    expect(await listTotal(db, 'delivered')).toBe(1);
    expect(await listTotal(db)).toBe(4);

    await db.delete(orders).where(inArray(orders.id, [placed[1]!.order.id, placed[0]!.order.id]));
    for (const status of [undefined, 'placed', 'delivered', 'cancelled']) {
      expect(await listTotal(db, status)).toBe(await counted(db, status));
    }
    expect(await listTotal(db)).toBe(2);
  });

  it('keep the daily totals exact when an order changes day, amount or status, or goes', async () => {
    const { db } = database;
    const customer = await insertCustomer(db);
    const { order } = await insertOrder(db, customer.id, [], {
      subTotal: '100.10',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    await insertOrder(db, customer.id, [], {
      subTotal: '1.00',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    const range = { from: '2026-03-01', to: '2026-03-02' };
    expect(day(await dailyOrderTotals(db, range))).toEqual([
      ['100.10', 1],
      ['1.00', 1],
    ]);

    // 19:00 UTC is already 2 March in India.
    await db
      .update(orders)
      .set({ subTotal: '50.05', createdAt: new Date('2026-03-01T19:00:00Z'), status: 'cancelled' })
      .where(eq(orders.id, order.id));
    expect(day(await dailyOrderTotals(db, range))).toEqual([
      ['0.00', 0],
      ['51.05', 2],
    ]);
    expect(day(await dailyOrderTotals(db, { ...range, status: 'cancelled' }))).toEqual([
      ['0.00', 0],
      ['50.05', 1],
    ]);

    await db.delete(orders).where(eq(orders.id, order.id));
    expect(day(await dailyOrderTotals(db, range))).toEqual([
      ['0.00', 0],
      ['1.00', 1],
    ]);
  });

  it("file each order under the day of the server's business time zone", async () => {
    // The trigger's SQL names the zone itself (migration 0004): it must be the server's.
    const { rows } = await database.db.execute<{ source: string }>(
      sql`select prosrc as source from pg_proc where proname = 'order_totals_apply'`,
    );
    expect(rows[0]!.source).toContain(`AT TIME ZONE '${BUSINESS_TIME_ZONE}'`);
  });

  it('count the orders of a multi-row insert, and start again from zero after TRUNCATE', async () => {
    const { db } = database;
    const customer = await insertCustomer(db);
    const { order } = await insertOrder(db, customer.id, [], { status: 'cancelled' });
    const { id: _, orderId: __, ...copy } = order;
    await db
      .insert(orders)
      .values(['SAT-M-1', 'SAT-M-2', 'SAT-M-3'].map((orderId) => ({ ...copy, orderId })));
    expect(await listTotal(db, 'cancelled')).toBe(4);
    await db.execute(sql`truncate ${orders} cascade`);
    expect(await listTotal(db)).toBe(0);
    await insertOrder(db, customer.id, []);
    expect(await listTotal(db)).toBe(1);
  });

  it('leave a list filtered by more than its status to counting its rows', async () => {
    const { db } = database;
    const customer = await insertCustomer(db);
    await insertOrder(db, customer.id, [], { paymentMethod: 'cod' });
    await insertOrder(db, customer.id, [], { paymentMethod: 'online' });
    const page = await listOrders(
      db,
      { includeTotal: true },
      { status: 'placed', paymentMethod: 'cod' },
    );
    expect([page.total, page.rows.length]).toEqual([1, 1]);
  });
});
