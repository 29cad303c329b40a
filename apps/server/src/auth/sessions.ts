import type { Permission, RoleInfo } from '@satchel/api';
import { administrators, roles, sessions, twoStepSecrets } from '@satchel/db/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Db } from '../repos/db.js';
import { permissionsOfRole } from './role-permissions.js';
import type { Found } from './session-cache.js';
import { hashToken, newToken } from './tokens.js';

export interface SignedInAdmin {
  readonly id: string;
  readonly username: string;
  readonly sessionId: string;
  readonly role: RoleInfo;
  /** What the role allows, remembered with the session so that checking a call costs no query. */
  readonly permissions: ReadonlySet<Permission>;
  /**
   * Their role requires two-step sign-in and they have none yet: only the calls that set it up
   * are theirs (permission-check.ts). Codes confirmed are heard as a session change (0029).
   */
  readonly twoStepSetupRequired: boolean;
}

/**
 * Issues a token for `adminId` that expires `ttlHours` from now, whatever happens meanwhile.
 * Times come from the database clock, the one clock all instances share.
 */
export async function createSession(db: Db, adminId: string, ttlHours: number) {
  const token = newToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${ttlHours}::double precision * interval '1 hour'`,
  });
  return token;
}

/**
 * The administrator behind a token (by its hash) that is unexpired, unrevoked and of an enabled
 * account, with their role and what it allows, and how long until the token expires (by the
 * database clock). A change of role or of a role's permissions is heard as a session change.
 */
export async function findSignedInAdmin(
  db: Database,
  tokenHash: string,
): Promise<Found<SignedInAdmin> | undefined> {
  const [row] = await db
    .select({
      id: administrators.id,
      username: administrators.username,
      sessionId: sessions.id,
      roleId: roles.id,
      roleName: roles.name,
      builtIn: roles.builtIn,
      rolePermissions: roles.permissions,
      twoStepSetupRequired: sql<boolean>`${roles.twoStepRequired} and not exists (
        select 1 from ${twoStepSecrets} where ${twoStepSecrets.adminId} = ${administrators.id}
        and ${twoStepSecrets.confirmedAt} is not null)`,
      validForMs: sql<number>`extract(epoch from ${sessions.expiresAt} - now()) * 1000`.mapWith(
        Number,
      ),
    })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(administrators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { id, username, sessionId, roleId, roleName, builtIn, rolePermissions, validForMs } = row;
  const { twoStepSetupRequired } = row;
  return {
    value: {
      id,
      username,
      sessionId,
      role: { id: roleId, name: roleName },
      permissions: permissionsOfRole({ builtIn, permissions: rolePermissions }),
      twoStepSetupRequired,
    },
    validForMs,
  };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
