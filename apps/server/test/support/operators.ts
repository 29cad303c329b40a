import { type BuiltInRole, builtInRoles } from '@satchel/api';
import { builtInRoleIds } from '@satchel/db/schema';
import { hashPassword } from '../../src/auth/passwords.js';
import { createSession } from '../../src/auth/sessions.js';
import type { Db } from '../../src/repos/db.js';
import { insertAdmin } from './factories.js';

/** An operator holding `roleId`, and a token of theirs (issued as a sign-in issues one). */
export async function operatorWithRole(db: Db, roleId: string) {
  const operator = await insertAdmin(db, { roleId });
  return { id: operator.id, token: await createSession(db, operator.id, 1) };
}

/** An operator of each built-in role, by the role's key. */
export async function operatorsOfEveryRole(
  db: Db,
): Promise<Record<BuiltInRole, { id: string; token: string }>> {
  const entries = await Promise.all(
    (Object.keys(builtInRoles) as BuiltInRole[]).map(
      async (role) => [role, await operatorWithRole(db, builtInRoleIds[role])] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<BuiltInRole, { id: string; token: string }>;
}

/** An operator of `roleId` who signs in with `password` (hashed as sign-in checks it). */
export async function operatorWithPassword(db: Db, roleId: string, password = 'a long password') {
  const operator = await insertAdmin(db, { roleId, passwordHash: await hashPassword(password) });
  return { id: operator.id, username: operator.username, password };
}
