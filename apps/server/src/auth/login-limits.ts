import { loginFailures } from '@satchel/db/schema';
import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Sign-in attempt limits. Failures are counted per (username, address) and per address within
 * a sliding window. Nothing counts per account alone: an attacker at one address can lock
 * that account only for that address, never for the administrator signing in from elsewhere.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  failuresPerAccountAndAddress: 5,
  failuresPerAddress: 20,
} as const;

const windowStart = sql`now() - ${LOGIN_LIMITS.windowMinutes}::integer * interval '1 minute'`;

/**
 * Seconds until the failures matching `where` drop below `limit`, or 0 when under it: once the
 * limit-th most recent failure leaves the window, one more attempt is allowed.
 */
async function secondsBlocked(db: Database, where: SQL | undefined, limit: number) {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginFailures.createdAt} - ${windowStart}))::integer`,
    })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, windowStart)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(1)
    .offset(limit - 1);
  return row ? Math.max(1, row.seconds) : 0;
}

/** 0 when a sign-in may be tried; otherwise how many seconds the caller must wait. */
export async function loginRetryAfter(db: Database, username: string, address: string) {
  const forPair = await secondsBlocked(
    db,
    and(eq(loginFailures.username, username), eq(loginFailures.address, address)),
    LOGIN_LIMITS.failuresPerAccountAndAddress,
  );
  const forAddress = await secondsBlocked(
    db,
    eq(loginFailures.address, address),
    LOGIN_LIMITS.failuresPerAddress,
  );
  return Math.max(forPair, forAddress);
}

export async function recordLoginFailure(db: Database, username: string, address: string) {
  await db.insert(loginFailures).values({ username, address });
  // Rows that left the window count for nothing; dropping them here keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart));
}

/** A successful sign-in forgives that pair's failures (the address's other failures stay). */
export async function clearLoginFailures(db: Database, username: string, address: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
}
