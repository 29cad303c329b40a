import { migrationsFolder } from '@satchel/db';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.js';

/** Any constant shared by every instance of this server; only the lock's identity matters. */
const BOOTSTRAP_LOCK_KEY = 0x5a7c_4e1;

/**
 * Applies pending migrations, then runs `afterwards` (e.g. creating the first administrator),
 * all while holding a session advisory lock, so that several instances starting at once on one
 * database take turns instead of racing.
 */
export async function migrateUnderLock<T>(
  pool: pg.Pool,
  afterwards: (db: Database) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOOTSTRAP_LOCK_KEY]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder });
      return await afterwards(db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BOOTSTRAP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
