import type { Permission, RoleInfo } from '@satchel/api';
import { administrators, builtInRoleIds, roles } from '@satchel/db/schema';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { permissionsOfRole } from '../auth/role-permissions.js';
import type { Db } from './db.js';

/** A role as the Team's calls show it. */
export interface RoleWithUse {
  readonly id: string;
  readonly name: string;
  readonly builtIn: boolean;
  readonly permissions: readonly Permission[];
  /** The operators who hold it, disabled ones included. */
  readonly operators: number;
}

/** An operator's role, and what it allows; undefined when the account is gone. */
export async function roleOfAdministrator(
  db: Db,
  adminId: string,
): Promise<{ role: RoleInfo; permissions: ReadonlySet<Permission> } | undefined> {
  const [row] = await db
    .select({
      id: roles.id,
      name: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .where(eq(administrators.id, adminId));
  if (!row) return undefined;
  return { role: { id: row.id, name: row.name }, permissions: permissionsOfRole(row) };
}

/** Every role, built-in ones first (Administrator first), then custom ones by name. */
export async function listRoles(db: Db): Promise<RoleWithUse[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      builtIn: roles.builtIn,
      permissions: roles.permissions,
      operators: count(administrators.id),
    })
    .from(roles)
    .leftJoin(administrators, eq(administrators.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(
      sql`${roles.builtIn} is null`,
      sql`case when ${roles.builtIn} is null then lower(${roles.name}) else ${roles.id} end`,
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    builtIn: row.builtIn !== null,
    permissions: [...permissionsOfRole(row)],
    operators: row.operators,
  }));
}

export async function findRole(db: Db, id: string): Promise<RoleWithUse | undefined> {
  return (await listRoles(db)).find((role) => role.id === id);
}

export async function createRole(
  db: Db,
  role: { name: string; permissions: readonly Permission[] },
): Promise<string> {
  const [row] = await db
    .insert(roles)
    .values({ name: role.name, permissions: [...role.permissions] })
    .returning({ id: roles.id });
  return row!.id;
}

/** Changes a custom role; false when there is no such custom role. */
export async function updateCustomRole(
  db: Db,
  id: string,
  changes: { name?: string | undefined; permissions?: readonly Permission[] | undefined },
): Promise<boolean> {
  if (changes.name === undefined && changes.permissions === undefined) {
    const [found] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, id), isNull(roles.builtIn)));
    return found !== undefined;
  }
  const updated = await db
    .update(roles)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.permissions !== undefined && { permissions: [...changes.permissions] }),
    })
    .where(and(eq(roles.id, id), isNull(roles.builtIn)))
    .returning({ id: roles.id });
  return updated.length > 0;
}

/** Deletes a custom role no operator holds (the foreign key refuses one in use); false when none. */
export async function removeCustomRole(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(roles)
    .where(and(eq(roles.id, id), isNull(roles.builtIn)))
    .returning({ id: roles.id });
  return removed.length > 0;
}

/**
 * Gives an operator a role, unless that leaves no enabled Administrator (nobody could then
 * give roles back): 'last-administrator'. Operators are locked while it is decided, so two such
 * changes at once cannot both pass. Undefined when the operator is not there.
 */
export async function setAdministratorRole(
  db: Db,
  adminId: string,
  roleId: string,
): Promise<'changed' | 'last-administrator' | undefined> {
  return db.transaction(async (tx) => {
    const administratorRole = builtInRoleIds.administrator;
    const enabledAdministrators = await tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(and(eq(administrators.roleId, administratorRole), isNull(administrators.disabledAt)))
      .for('update');
    const [target] = await tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.id, adminId))
      .for('update');
    if (!target) return undefined;
    const lastOne = enabledAdministrators.length === 1 && enabledAdministrators[0]!.id === adminId;
    if (roleId !== administratorRole && lastOne) return 'last-administrator';
    await tx
      .update(administrators)
      .set({ roleId })
      .where(and(eq(administrators.id, adminId), ne(administrators.roleId, roleId)));
    return 'changed';
  });
}
