import { errorCodes } from '@satchel/api';
import { loginFailures } from '@satchel/db/schema';
import { and, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { refusal } from '../http/http-error.js';
import type { Db } from '../repos/db.js';

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

/** Parenthesised: it is subtracted from, and `a - now() - b` is not `a - (now() - b)`. */
const windowStart = sql`(now() - ${LOGIN_LIMITS.windowMinutes}::integer * interval '1 minute')`;

/**
 * The first key of the advisory locks that make one address's attempts take turns; the
 * two-key form keeps them apart from the one-key locks (migrations) of the same database.
 */
const ADDRESS_LOCK_SPACE = 0x5a7c_10c;

/**
 * Seconds until the failures matching `where` drop below `limit`, or 0 when under it: once the
 * limit-th most recent failure leaves the window, one more attempt is allowed.
 */
async function secondsBlocked(db: Db, where: SQL | undefined, limit: number) {
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
async function loginRetryAfter(db: Db, username: string, address: string) {
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

/** A reserved attempt (its failure row and the address's failures with it), or how long to wait. */
export type LoginReservation =
  | { readonly reserved: true; readonly id: string; readonly addressFailures: number }
  | { readonly reserved: false; readonly retryAfter: number };

/**
 * Reserves one sign-in attempt before its password is checked (and before it waits for a
 * check), or tells how many seconds the caller must wait. A reserved attempt counts as a
 * failure until a success clears it, so however many attempts arrive at once, on however many
 * instances, no more than the limit are ever checked: one address's attempts take turns on a
 * PostgreSQL advisory lock between counting and reserving.
 */
export async function reserveLoginAttempt(
  db: Database,
  username: string,
  address: string,
): Promise<LoginReservation> {
  const reservation = await db.transaction(async (tx): Promise<LoginReservation> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::integer, hashtext(${address}))`,
    );
    const retryAfter = await loginRetryAfter(tx, username, address);
    if (retryAfter > 0) return { reserved: false, retryAfter };
    const [row] = await tx
      .insert(loginFailures)
      .values({ username, address })
      .returning({ id: loginFailures.id });
    const [counted] = await tx
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, windowStart)));
    return { reserved: true, id: row!.id, addressFailures: counted!.failures };
  });
  // Rows that left the window count for nothing; dropping them here keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart));
  return reservation;
}

/** An attempt turned away before its password was checked counts for nothing. */
export async function releaseLoginAttempt(db: Database, id: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/**
 * A successful sign-in forgives that pair's failures, its own reservation included (the
 * address's other failures stay).
 */
export async function clearLoginFailures(db: Database, username: string, address: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
}

/** The refusal of an attempt the limits turn away: 429, and when to try again. */
export const tooManyAttempts = (retryAfter: number) =>
  refusal(429, errorCodes.tooManyAttempts, { headers: { 'retry-after': String(retryAfter) } });
