import { administrators, builtInRoleIds, passwordLinks, roles, sessions } from '@satchel/db/schema';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** An operator as the Team shows them. */
export interface OperatorRow {
  readonly id: string;
  readonly username: string;
  readonly role: { readonly id: string; readonly name: string };
  readonly disabled: boolean;
  readonly invited: boolean;
  readonly openSessions: number;
  readonly createdAt: Date;
}

const openSession = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Operators by username (all of them, or the one with `id`), with their role and open sessions. */
async function selectOperators(db: Db, id?: string): Promise<OperatorRow[]> {
  const rows = await db
    .select({
      id: administrators.id,
      username: administrators.username,
      roleId: roles.id,
      roleName: roles.name,
      disabledAt: administrators.disabledAt,
      createdAt: administrators.createdAt,
      openSessions: count(sessions.id),
      // An invitation whose link has set no password yet: it may have expired unused.
      invited: sql<boolean>`exists (select 1 from ${passwordLinks}
        where ${passwordLinks.adminId} = ${administrators.id})
        and not exists (select 1 from ${passwordLinks}
        where ${passwordLinks.adminId} = ${administrators.id} and ${passwordLinks.usedAt} is not null)`,
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .leftJoin(sessions, and(eq(sessions.adminId, administrators.id), openSession))
    .where(id === undefined ? undefined : eq(administrators.id, id))
    .groupBy(administrators.id, roles.id)
    .orderBy(asc(administrators.username));
  return rows.map(({ roleId, roleName, disabledAt, ...row }) => ({
    ...row,
    role: { id: roleId, name: roleName },
    disabled: disabledAt !== null,
  }));
}

export const listOperators = (db: Db): Promise<OperatorRow[]> => selectOperators(db);

export const findOperator = async (db: Db, id: string): Promise<OperatorRow | undefined> =>
  (await selectOperators(db, id))[0];

/**
 * Makes an invited operator's account, with a password nobody knows (so none signs in until the
 * link sets one), and the link's token hash, good for `hours`. Returns the operator's id and when
 * the link expires.
 */
export async function createInvitation(
  db: Db,
  invitation: {
    username: string;
    roleId: string;
    unknownPasswordHash: string;
    tokenHash: string;
    hours: number;
  },
): Promise<{ id: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .insert(administrators)
      .values({
        username: invitation.username,
        passwordHash: invitation.unknownPasswordHash,
        roleId: invitation.roleId,
      })
      .returning({ id: administrators.id });
    const [link] = await tx
      .insert(passwordLinks)
      .values({
        tokenHash: invitation.tokenHash,
        adminId: operator!.id,
        expiresAt: sql`now() + ${invitation.hours}::double precision * interval '1 hour'`,
      })
      .returning({ expiresAt: passwordLinks.expiresAt });
    return { id: operator!.id, expiresAt: link!.expiresAt };
  });
}

const goodLink = (tokenHash: string) =>
  and(
    eq(passwordLinks.tokenHash, tokenHash),
    isNull(passwordLinks.usedAt),
    gt(passwordLinks.expiresAt, sql`now()`),
  );

/** Whether a password link is there, unused and unexpired (looked at before any Argon2 work). */
export async function isGoodPasswordLink(db: Db, tokenHash: string): Promise<boolean> {
  const [link] = await db
    .select({ adminId: passwordLinks.adminId })
    .from(passwordLinks)
    .where(goodLink(tokenHash));
  return link !== undefined;
}

/**
 * Uses a password link: sets its operator's password, once, while it is good. False when the
 * link is unknown, used or expired. The link is locked while it is used, so two uses at once
 * cannot both set a password.
 */
export async function usePasswordLink(
  db: Db,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ adminId: passwordLinks.adminId })
      .from(passwordLinks)
      .where(goodLink(tokenHash))
      .for('update');
    if (!link) return false;
    await tx
      .update(passwordLinks)
      .set({ usedAt: sql`now()` })
      .where(eq(passwordLinks.tokenHash, tokenHash));
    await tx
      .update(administrators)
      .set({ passwordHash })
      .where(eq(administrators.id, link.adminId));
    return true;
  });
}

/**
 * Disables an operator (a trigger of migration 0007 ends their sessions) or enables them, unless
 * that disables the last enabled Administrator: 'last-administrator'. Undefined when there is no
 * such operator.
 */
export async function setOperatorDisabled(
  db: Db,
  id: string,
  disabled: boolean,
): Promise<'changed' | 'last-administrator' | undefined> {
  return db.transaction(async (tx) => {
    // Locked in one order, so that two such changes at once take turns.
    const administratorsLeft = await tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(
        and(
          eq(administrators.roleId, builtInRoleIds.administrator),
          isNull(administrators.disabledAt),
        ),
      )
      .orderBy(asc(administrators.id))
      .for('update');
    const [target] = await tx
      .select({ id: administrators.id, disabledAt: administrators.disabledAt })
      .from(administrators)
      .where(eq(administrators.id, id))
      .for('update');
    if (!target) return undefined;
    const lastOne = administratorsLeft.length === 1 && administratorsLeft[0]!.id === id;
    if (disabled && lastOne) return 'last-administrator';
    if (disabled === (target.disabledAt !== null)) return 'changed';
    await tx
      .update(administrators)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(administrators.id, id));
    return 'changed';
  });
}

/** An operator's open sessions, newest first. */
export async function openSessionsOf(db: Db, adminId: string, most: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), openSession))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(most);
}

/** Ends one of an operator's open sessions; false when it is not one of theirs, or not open. */
export async function endSessionOf(db: Db, adminId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId), openSession))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
