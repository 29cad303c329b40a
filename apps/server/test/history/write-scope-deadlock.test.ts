import { merchants } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditContext } from '../../src/history/audit-context.js';
import { inWriteScope, scopedDatabase } from '../../src/history/write-scope.js';
import { insertMerchant } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();
const context: AuditContext = {
  administratorId: null,
  action: 'test.deadlock',
  requestId: null,
  address: null,
};

/** Resolves once a backend other than the caller's waits for a lock. */
const someoneWaits = async () => {
  for (;;) {
    const { rows } = await database.pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a write scope failed by PostgreSQL to break a deadlock', () => {
  it('is begun again, and its writes land beside the other transaction’s', async () => {
    const { db, pool } = database;
    const first = await insertMerchant(db);
    const second = await insertMerchant(db);
    // As the routes write: through the app's view of the database, the scope's transaction.
    const scoped = scopedDatabase(db);
    const rename = (id: string, storeName: string) =>
      scoped.update(merchants).set({ storeName }).where(eq(merchants.id, id));

    // Another transaction holds the second merchant and will want the first. Its own deadlock
    // check waits longer than the scope's, so the scope's backend finds the cycle and is failed.
    const other = await pool.connect();
    await other.query(`begin; set local deadlock_timeout = '60s'`);
    await other.query(`update merchants set merchant_name = 'Other' where id = $1`, [second.id]);

    let tries = 0;
    const written = inWriteScope(db, context, async () => {
      tries += 1;
      await rename(first.id, 'Scoped first');
      await rename(second.id, 'Scoped second');
      return tries;
    });
    await someoneWaits();
    const otherDone = other
      .query(`update merchants set merchant_name = 'Other' where id = $1`, [first.id])
      .then(() => other.query('commit'))
      .finally(() => other.release());

    expect(await written).toBe(2);
    await otherDone;
    const rows = await db
      .select({ id: merchants.id, storeName: merchants.storeName, name: merchants.merchantName })
      .from(merchants)
      .orderBy(merchants.storeName);
    expect(rows).toEqual([
      { id: first.id, storeName: 'Scoped first', name: 'Other' },
      { id: second.id, storeName: 'Scoped second', name: 'Other' },
    ]);
  });

  it('gives up after three tries, and other errors are not tried again', async () => {
    /** How many times a scope whose work always fails with `error` runs it. */
    const triesOf = async (error: Error) => {
      let tries = 0;
      const failing = inWriteScope(database.db, context, async () => {
        tries += 1;
        throw error;
      });
      await expect(failing).rejects.toBe(error);
      return tries;
    };
    expect(await triesOf(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(3);
    expect(await triesOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(1);
  });
});
