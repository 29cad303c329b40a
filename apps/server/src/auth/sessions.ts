import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { administrators, sessions } from '../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

export interface SignedInAdmin {
  readonly id: string;
  readonly username: string;
  readonly sessionId: string;
}

/**
 * Issues a token for `adminId` that expires `ttlHours` from now, whatever happens meanwhile.
 * Times come from the database clock, the one clock all instances share.
 */
export async function createSession(db: Database, adminId: string, ttlHours: number) {
  const token = newToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${ttlHours}::double precision * interval '1 hour'`,
  });
  return token;
}

/** The administrator behind a token that is unexpired, unrevoked and of an enabled account. */
export async function findSignedInAdmin(
  db: Database,
  token: string,
): Promise<SignedInAdmin | undefined> {
  const [row] = await db
    .select({ id: administrators.id, username: administrators.username, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
