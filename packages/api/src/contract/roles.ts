import { type Static, Type } from 'typebox';
import { allPermissions, type Permission } from '../domain/permissions.js';
import { defineCall } from './call.js';
import { Id, MessageBody } from './common.js';

/**
 * Roles (issue 30): the built-in ones and the custom ones an Administrator makes, each a set of
 * permissions, and the role each operator holds. Not calls of the marketplace's backend.
 */

export const MAX_ROLE_NAME_LENGTH = 60;
/** At most this many roles, custom ones included. */
export const MAX_ROLES = 100;

/** One permission, `resource:action`, of those there are. */
export const PermissionSchema = Type.Unsafe<Permission>(Type.Enum(allPermissions));

const Permissions = Type.Array(PermissionSchema, {
  maxItems: allPermissions.length,
  uniqueItems: true,
});
const RoleName = Type.String({ minLength: 1, maxLength: MAX_ROLE_NAME_LENGTH });

export const Role = Type.Object({
  id: Id,
  name: Type.String(),
  /** Built in: its permissions are fixed, and it cannot be changed or deleted. */
  builtIn: Type.Boolean(),
  permissions: Type.Array(Type.String(), { maxItems: allPermissions.length }),
  /** The operators who hold it. */
  operators: Type.Integer({ minimum: 0 }),
});
export type Role = Static<typeof Role>;

const RoleAnswer = Type.Object({ ...MessageBody.properties, data: Role });
const ById = Type.Object({ id: Id });

export const list = defineCall({
  method: 'GET',
  path: '/admin/roles',
  summary: 'Every role: the built-in ones first, then the custom ones by name',
  tags: ['roles'],
  auth: true,
  permission: 'team:read',
  response: { 200: Type.Object({ data: Type.Array(Role, { maxItems: MAX_ROLES }) }) },
});

export const create = defineCall({
  method: 'POST',
  path: '/admin/roles',
  summary: 'Make a custom role: a name and a set of permissions',
  description: `A name another role has (in any case) is refused with 409; beyond ${MAX_ROLES} roles, 409 too.`,
  tags: ['roles'],
  auth: true,
  permission: 'team:write',
  body: Type.Object({ name: RoleName, permissions: Permissions }),
  response: { 201: RoleAnswer },
});
export type RoleInput = Static<typeof create.body>;

export const update = defineCall({
  method: 'PUT',
  path: '/admin/roles/:id',
  summary: 'Rename a custom role, or replace its permissions',
  description:
    'Only the fields sent change; its operators have the new permissions at their next call. ' +
    'A built-in role is refused with 409.',
  tags: ['roles'],
  auth: true,
  permission: 'team:write',
  params: ById,
  body: Type.Object({
    name: Type.Optional(RoleName),
    permissions: Type.Optional(Permissions),
  }),
  response: { 200: RoleAnswer },
});

export const remove = defineCall({
  method: 'DELETE',
  path: '/admin/roles/:id',
  summary: 'Delete a custom role no operator holds',
  description: 'A built-in role, or one an operator holds, is refused with 409.',
  tags: ['roles'],
  auth: true,
  permission: 'team:write',
  params: ById,
  response: { 200: MessageBody },
});

export const assign = defineCall({
  method: 'PUT',
  path: '/admin/administrators/:id/role',
  summary: 'Give an operator a role',
  description:
    'Takes effect at their next call. Refused with 409 when it would leave no enabled ' +
    'Administrator; an unknown role is refused with 400.',
  tags: ['roles'],
  auth: true,
  permission: 'team:write',
  params: ById,
  body: Type.Object({ roleId: Id }),
  response: {
    200: Type.Object({
      ...MessageBody.properties,
      data: Type.Object({ id: Id, roleId: Id }),
    }),
  },
});
