import { administrators, sessions } from '@satchel/db/schema';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * Ends every open session of the operator's but `keptSessionId` ("Sign out everywhere else");
 * how many it ended.
 */
export async function endOtherSessions(
  db: Db,
  adminId: string,
  keptSessionId: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.adminId, adminId),
        ne(sessions.id, keptSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Sets the operator's own new password; history records when, never the hash. */
export async function setOwnPassword(db: Db, adminId: string, passwordHash: string) {
  await db
    .update(administrators)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(administrators.id, adminId));
}
