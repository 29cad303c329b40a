import { customers, drivers, products } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCustomers } from '../../src/repos/customers.js';
import type { Db } from '../../src/repos/db.js';
import { listDrivers } from '../../src/repos/drivers.js';
import { COUNTED_UP_TO } from '../../src/repos/list-query.js';
import { listMerchants } from '../../src/repos/merchants.js';
import { listProducts } from '../../src/repos/products.js';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/** The users list's total for `filters`, as the Users screen asks for it. */
const usersTotal = async (db: Db, filters: Record<string, string> = {}) =>
  (await listCustomers(db, { includeTotal: true }, filters)).total;

const driversTotal = async (db: Db, filters: Record<string, string> = {}) =>
  (await listDrivers(db, { includeTotal: true }, filters)).total;

/** The same totals counted the slow way. */
async function countedCustomers(db: Db, status?: string) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::integer as n from ${customers} where ${status ? sql`${customers.status} = ${status}` : sql`true`}`,
  );
  return rows[0]!.n;
}

class RolledBack extends Error {}

/** Runs `write` in a transaction that is then rolled back. */
async function rolledBack(db: Db, write: (tx: Db) => Promise<unknown>) {
  await expect(
    db.transaction(async (tx) => {
      await write(tx);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe('list counters kept by triggers', () => {
  it("keep the users' totals exact through inserts, status changes, deletes and a rollback", async () => {
    const { db } = database;
    const [asha, ravi] = [await insertCustomer(db), await insertCustomer(db)];
    await insertCustomer(db, { status: 'pending' });
    expect(await usersTotal(db)).toBe(3);
    expect(await usersTotal(db, { status: 'active' })).toBe(2);
    expect(await usersTotal(db, { status: 'all' })).toBe(3);

    await db.update(customers).set({ status: 'suspended' }).where(eq(customers.id, asha.id));
    expect(await usersTotal(db, { status: 'active' })).toBe(1);
    expect(await usersTotal(db, { status: 'suspended' })).toBe(1);

    // A write that rolls back leaves the counters as they were.
    await rolledBack(db, async (tx) => {
      await insertCustomer(tx);
      await tx.update(customers).set({ status: 'inactive' });
      await tx.delete(customers).where(eq(customers.id, ravi.id));
      expect(await usersTotal(tx, { status: 'inactive' })).toBe(3);
    });
    expect(await usersTotal(db)).toBe(3);
    expect(await usersTotal(db, { status: 'inactive' })).toBe(0);

    await db.delete(customers).where(eq(customers.id, ravi.id));
    for (const status of [undefined, 'active', 'pending', 'suspended', 'inactive']) {
      expect(await usersTotal(db, status ? { status } : {})).toBe(
        await countedCustomers(db, status),
      );
    }
  });

  it('are what the list reads: a status-filtered total comes from them, not from a count', async () => {
    const { db } = database;
    await insertCustomer(db);
    await insertCustomer(db);
    expect(await usersTotal(db, { status: 'active' })).toBe(2);
    // Set one counter off by a known amount: the list reports it, so it read the counter.
    await db.execute(sql`update customer_totals set total = total + 40 where status = 'active'`);
    expect(await usersTotal(db, { status: 'active' })).toBe(42);
    expect(await usersTotal(db)).toBe(42);
    // A filter no counter keeps is counted.
    expect(await usersTotal(db, { name: 'Customer' })).toBe(2);
    expect(await usersTotal(db, { name: 'Customer', status: 'active' })).toBe(2);
  });

  it("keep the drivers' totals by status and availability, together or alone", async () => {
    const { db } = database;
    const ravi = await insertDriver(db, { isAvailable: true });
    await insertDriver(db, { isAvailable: false });
    await insertDriver(db, { status: 'pending' });
    expect(await driversTotal(db)).toBe(3);
    expect(await driversTotal(db, { status: 'active', isAvailable: 'true' })).toBe(1);
    expect(await driversTotal(db, { isAvailable: 'false' })).toBe(2);
    expect(await driversTotal(db, { isAvailable: 'maybe' })).toBe(0);

    await db.update(drivers).set({ isAvailable: false }).where(eq(drivers.id, ravi.id));
    expect(await driversTotal(db, { isAvailable: 'true' })).toBe(0);
    await rolledBack(db, (tx) => tx.update(drivers).set({ isAvailable: true }));
    expect(await driversTotal(db, { isAvailable: 'false' })).toBe(3);
    await db.delete(drivers).where(eq(drivers.id, ravi.id));
    expect(await driversTotal(db, { status: 'active' })).toBe(1);
    expect(await driversTotal(db)).toBe(2);
  });

  it("keep the products' totals by type and admin flag, and the merchants' by status", async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    await insertMerchant(db, { status: 'pending' });
    const category = await insertCategory(db);
    const main = await insertProduct(db, merchant.id, category.id);
    await insertProduct(db, merchant.id, category.id, { parentProductId: main.id });
    const productsTotal = async (filters: Record<string, string>) =>
      (await listProducts(db, { includeTotal: true }, filters)).total;
    expect(await productsTotal({})).toBe(2);
    expect(await productsTotal({ productType: 'variant' })).toBe(1);

    await db.update(products).set({ adminDisabled: true }).where(eq(products.id, main.id));
    expect(await productsTotal({ adminDisabled: 'true' })).toBe(1);
    expect(await productsTotal({ adminDisabled: 'true', productType: 'main' })).toBe(1);
    expect(await productsTotal({ adminDisabled: 'false', productType: 'main' })).toBe(0);
    // The parent filter has no counter: counted.
    expect(await productsTotal({ parentProductId: main.id })).toBe(1);

    const merchantsTotal = async (filters: Record<string, string>) =>
      (await listMerchants(db, { includeTotal: true }, filters)).total;
    expect(await merchantsTotal({})).toBe(2);
    expect(await merchantsTotal({ status: 'pending' })).toBe(1);
  });

  it('start again from zero after TRUNCATE, and are rebuilt whole by list_totals_rebuild', async () => {
    const { db } = database;
    await insertCustomer(db);
    await db.execute(sql`truncate ${customers} cascade`);
    expect(await usersTotal(db)).toBe(0);
    await insertCustomer(db);
    await db.execute(sql`delete from customer_totals`);
    await db.execute(sql`select list_totals_rebuild()`);
    expect(await usersTotal(db, { status: 'active' })).toBe(1);
  });
});

describe('the total of a search', () => {
  /** `n` users whose names contain `word`, in one statement. */
  const insertNamed = async (db: Db, word: string, n: number) => {
    await db.insert(customers).values(
      Array.from({ length: n }, (_, i) => ({
        name: `${word} ${i}`,
        phone: `8${String(i).padStart(9, '0')}`,
        email: `${word.toLowerCase()}${i}@example.in`,
      })),
    );
  };

  it('is counted exactly up to the cap, and unflagged', async () => {
    const { db } = database;
    await insertNamed(db, 'Fewmatch', COUNTED_UP_TO);
    const page = await listCustomers(db, { includeTotal: true, limit: 10 }, { name: 'fewmatch' });
    expect(page).toMatchObject({ total: COUNTED_UP_TO, totalPages: COUNTED_UP_TO / 10 });
    expect(page.totalEstimated).toBeUndefined();
  });

  it("is PostgreSQL's estimate past the cap, flagged, and counted exactly when asked", async () => {
    const { db } = database;
    const matching = COUNTED_UP_TO + 150;
    await insertNamed(db, 'Manymatch', matching);
    await insertCustomer(db, { name: 'Someone Else' });
    await db.execute(sql`analyze ${customers}`);
    const estimated = await listCustomers(db, { includeTotal: true }, { name: 'Manymatch' });
    expect(estimated.totalEstimated).toBe(true);
    // An estimate: never below what was counted, and of the order of the matches.
    expect(estimated.total).toBeGreaterThan(COUNTED_UP_TO);
    expect(estimated.total).toBeLessThanOrEqual(2 * (matching + 1));
    expect(estimated.totalPages).toBe(Math.ceil(estimated.total! / 10));
    expect(estimated.rows).toHaveLength(10);

    const exact = await listCustomers(
      db,
      { includeTotal: true, exactTotal: true },
      { name: 'Manymatch' },
    );
    expect(exact).toMatchObject({ total: matching, totalPages: Math.ceil(matching / 10) });
    expect(exact.totalEstimated).toBeUndefined();
    // A status alone is kept by a counter: exact however many match.
    const active = await listCustomers(db, { includeTotal: true }, { status: 'active' });
    expect(active).toMatchObject({ total: matching + 1 });
    expect(active.totalEstimated).toBeUndefined();
  });
});
