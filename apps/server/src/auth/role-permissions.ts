import {
  type BuiltInRole,
  builtInRoles,
  isPermission,
  type ListKind,
  listKinds,
  type Permission,
} from '@satchel/api';

/** A role as a row holds it: built in (its permissions are the code's) or custom (its own). */
export interface RoleRow {
  readonly builtIn: string | null;
  readonly permissions: readonly string[];
}

/**
 * What a role allows. A built-in role's permissions come from the code, so that one a newer
 * version adds reaches it; a custom role's are its row's, of which only permissions that still
 * exist count.
 */
export function permissionsOfRole({ builtIn, permissions }: RoleRow): ReadonlySet<Permission> {
  if (builtIn !== null && Object.hasOwn(builtInRoles, builtIn)) {
    return new Set(builtInRoles[builtIn as BuiltInRole].permissions);
  }
  return new Set(permissions.filter(isPermission));
}

/** The lists a role may read: those whose change notices its consoles are told of. */
export function listsReadBy(role: RoleRow): ReadonlySet<ListKind> {
  const permissions = permissionsOfRole(role);
  return new Set(listKinds.filter((kind) => permissions.has(`${kind}:read`)));
}
