import { administrators, eventTickets, sessions } from '@satchel/db/schema';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Found } from '../auth/session-cache.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Db } from './db.js';

/** The session a redeemed ticket opens a stream for. */
export interface TicketHolder {
  readonly adminId: string;
  readonly sessionId: string;
}

/**
 * A new single-use ticket for `sessionId`, good for `seconds` by the database clock. Tickets
 * that ran out meanwhile are swept on the way (they are only ever looked up by hash).
 */
export async function issueEventTicket(db: Db, sessionId: string, seconds: number) {
  const ticket = newToken();
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, sql`now()`));
  await db.insert(eventTickets).values({
    ticketHash: hashToken(ticket),
    sessionId,
    expiresAt: sql`now() + ${seconds}::double precision * interval '1 second'`,
  });
  return ticket;
}

/**
 * Uses up `ticket`: deleted whether or not it is still good, so it never works twice, even when
 * two instances are handed it at once. Answers its session while unexpired, unrevoked and of an
 * enabled administrator, with how long until that session expires.
 */
export async function redeemEventTicket(
  db: Db,
  ticket: string,
): Promise<Found<TicketHolder> | undefined> {
  const used = db.$with('used').as(
    db
      .delete(eventTickets)
      .where(eq(eventTickets.ticketHash, hashToken(ticket)))
      .returning({ sessionId: eventTickets.sessionId, expiresAt: eventTickets.expiresAt }),
  );
  const [row] = await db
    .with(used)
    .select({
      adminId: sessions.adminId,
      sessionId: sessions.id,
      validForMs: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) * 1000`.mapWith(
        Number,
      ),
    })
    .from(used)
    .innerJoin(sessions, eq(sessions.id, used.sessionId))
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .where(
      and(
        gt(used.expiresAt, sql`now()`),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    );
  if (!row) return undefined;
  const { validForMs, ...holder } = row;
  return { value: holder, validForMs };
}

/** Which of `sessionIds` are still good (unexpired, unrevoked, of an enabled administrator). */
export async function sessionsStillOpen(
  db: Db,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
