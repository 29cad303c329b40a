import { administrators } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { hashPassword } from './passwords.js';

/**
 * On a database without administrators, creates the first one. Returns whether it did, so
 * that a generated password is shown exactly once. Run under the bootstrap lock.
 */
export async function ensureFirstAdmin(
  db: Database,
  username: string,
  password: string,
): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::integer` }).from(administrators);
  if ((row?.count ?? 0) > 0) return false;
  await db.insert(administrators).values({ username, passwordHash: await hashPassword(password) });
  return true;
}
