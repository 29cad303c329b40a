/**
 * Roles and permissions (issue 30): what an operator may do. A permission is a resource and an
 * action on it, written `resource:action` (`settlements:settle`); a role is a set of them. The
 * server refuses a call the caller's role lacks (403), the console hides what it cannot use.
 */

export const actions = ['read', 'write', 'settle', 'approve', 'export', 'bulk'] as const;
export type Action = (typeof actions)[number];

/**
 * Every resource a permission names, and the actions that mean something on it: the console's
 * sections, plus the money the Merchants and Delivery Boys sections move (`settlements`) and the
 * operators themselves (`team`). A list's exports and bulk runs are its resource's `export` and
 * `bulk`.
 */
export const resourceActions = {
  users: ['read', 'write', 'export', 'bulk'],
  merchants: ['read', 'write', 'export', 'bulk'],
  drivers: ['read', 'write', 'export', 'bulk'],
  products: ['read', 'write', 'export', 'bulk'],
  categories: ['read', 'write', 'export'],
  banners: ['read', 'write', 'export'],
  coupons: ['read', 'write', 'export'],
  schools: ['read', 'write'],
  competitions: ['read', 'write'],
  sales: ['read'],
  orders: ['read', 'write', 'export'],
  /** Merchant and driver earnings (read), paying them (settle), approving payments, reports (export). */
  settlements: ['read', 'settle', 'approve', 'export'],
  /** The operators, their roles and sessions. */
  team: ['read', 'write'],
  /** The history of every change: a record's History, the Audit list (and its export). */
  audit: ['read', 'export'],
  /** The settings an Administrator changes (reading them is every operator's). */
  settings: ['write'],
} as const satisfies Readonly<Record<string, readonly Action[]>>;

export type Resource = keyof typeof resourceActions;
export const resources = Object.keys(resourceActions) as readonly Resource[];

/** One permission, `resource:action`, of an action its resource offers. */
export type Permission = {
  [R in Resource]: `${R}:${(typeof resourceActions)[R][number]}`;
}[Resource];

/** Every permission there is, resource by resource. */
export const allPermissions: readonly Permission[] = resources.flatMap((resource) =>
  resourceActions[resource].map((action) => `${resource}:${action}` as Permission),
);

const known = new Set<string>(allPermissions);
export const isPermission = (text: string): text is Permission => known.has(text);

/** The resource a permission is on: `settlements` of `settlements:approve`. */
export const resourceOf = (permission: Permission): Resource =>
  permission.slice(0, permission.indexOf(':')) as Resource;

/**
 * The permissions a role holds, given those chosen for it: every action on a resource includes
 * seeing it (an approver opens the approvals list, a writer the list it changes), so each action
 * brings its resource's `read`, where the resource has one. Chosen ones keep their order.
 */
export function withImpliedReads(permissions: readonly Permission[]): Permission[] {
  const held = new Set<Permission>();
  for (const permission of permissions) {
    const read = `${resourceOf(permission)}:read`;
    if (isPermission(read)) held.add(read);
    held.add(permission);
  }
  return [...held];
}

/** A role as the code defines it: its name, and the permissions it holds. */
export interface RoleDefinition {
  readonly name: string;
  readonly permissions: readonly Permission[];
}

const role = (name: string, permissions: readonly Permission[]): RoleDefinition => ({
  name,
  permissions,
});

const readOnly = allPermissions.filter((permission) => permission.endsWith(':read'));
const everyActionOf = (resource: Resource): Permission[] =>
  allPermissions.filter((permission) => permission.startsWith(`${resource}:`));

/**
 * The roles every installation has. Administrator is the specification's one role: everything,
 * the first administrator's and every administrator's who was there before roles (so an
 * installation that never makes a second role works as before). The others hold what their
 * sections need, with the reads their screens make of other sections (Product Management looks a
 * merchant up by id; Finance finds whom to pay in the Merchants and Delivery Boys lists).
 */
export const builtInRoles = {
  administrator: role('Administrator', allPermissions),
  finance: role('Finance', [
    ...everyActionOf('settlements'),
    'merchants:read',
    'drivers:read',
    'sales:read',
  ]),
  catalogue: role('Catalogue', [
    ...everyActionOf('products'),
    ...everyActionOf('categories'),
    ...everyActionOf('banners'),
    ...everyActionOf('schools'),
    ...everyActionOf('competitions'),
    'merchants:read',
  ]),
  support: role('Support', [
    ...everyActionOf('users'),
    ...everyActionOf('orders'),
    ...everyActionOf('drivers'),
    ...everyActionOf('coupons'),
  ]),
  viewer: role('Viewer', readOnly),
};

export type BuiltInRole = keyof typeof builtInRoles;
export const builtInRoleKeys = Object.keys(builtInRoles) as readonly BuiltInRole[];

/** Words for the refusal's message: "may not settle settlements". */
const actionWords: Readonly<Record<Action, string>> = {
  read: 'see',
  write: 'change',
  settle: 'settle',
  approve: 'approve',
  export: 'export',
  bulk: 'change in bulk',
};

/** A permission on whichever list a call names, as the OpenAPI document writes it. */
export const ANY_LIST = '{list}';

/**
 * What a role without `permission` is told: the action and the resource, in words and as
 * written (`{list}:export`: the action on no list at all).
 */
export const notAllowedMessage = (roleName: string, permission: string): string => {
  const [resource = '', action = ''] = permission.split(':');
  const words = actionWords[action as Action] ?? action;
  const what = resource === ANY_LIST ? 'any list' : resource;
  return `Your role (${roleName}) does not allow this: you may not ${words} ${what} (${permission}).`;
};
