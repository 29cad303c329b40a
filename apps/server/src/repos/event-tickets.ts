import type { ListKind } from '@satchel/api';
import { administrators, eventTickets, roles, sessions } from '@satchel/db/schema';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { listsReadBy } from '../auth/role-permissions.js';
import type { Found } from '../auth/session-cache.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Db } from './db.js';

/** The session a redeemed ticket opens a stream for. */
export interface TicketHolder {
  readonly adminId: string;
  readonly sessionId: string;
  /** The lists the session's role may read. */
  readonly reads: ReadonlySet<ListKind>;
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
 * enabled administrator, with the lists its role reads and how long until it expires.
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
      builtIn: roles.builtIn,
      permissions: roles.permissions,
      validForMs: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) * 1000`.mapWith(
        Number,
      ),
    })
    .from(used)
    .innerJoin(sessions, eq(sessions.id, used.sessionId))
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .where(
      and(
        gt(used.expiresAt, sql`now()`),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    );
  if (!row) return undefined;
  const { validForMs, adminId, sessionId, ...role } = row;
  return { value: { adminId, sessionId, reads: listsReadBy(role) }, validForMs };
}

/**
 * Which of `sessionIds` are still good (unexpired, unrevoked, of an enabled administrator), each
 * with the lists its role now reads.
 */
export async function sessionsStillOpen(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, ReadonlySet<ListKind>>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, builtIn: roles.builtIn, permissions: roles.permissions })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    );
  return new Map(rows.map(({ id, ...role }) => [id, listsReadBy(role)]));
}
