import { migrationsFolder } from '@satchel/db';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { withSessionLock } from './session-lock.js';

/** Any constant shared by every instance of this server; only the lock's identity matters. */
const BOOTSTRAP_LOCK_KEY = 0x5a7c_4e1;

/**
 * Applies pending migrations, then runs `afterwards` (e.g. creating the first administrator),
 * all while holding a session advisory lock, so that several instances starting at once on one
 * database take turns instead of racing. `directUrl` reaches PostgreSQL itself, never a pooler
 * in transaction mode (see `withSessionLock`).
 */
export function migrateUnderLock<T>(
  directUrl: string,
  afterwards: (db: Database) => Promise<T>,
): Promise<T> {
  return withSessionLock(directUrl, BOOTSTRAP_LOCK_KEY, async (client) => {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return afterwards(db);
  });
}
