import { computed } from 'nanostores';
import { $session } from './session.js';

/**
 * What the signed-in operator's role allows (`resource:action`, issue 30), as sign-in and the
 * session check answered it; null where the backend has no roles (the marketplace's own sends
 * none): everything, as the specification's one role.
 */
export const $permissions = computed($session, ({ adminInfo }) =>
  adminInfo?.permissions ? new Set(adminInfo.permissions) : null,
);

/** Whether `permissions` allow `permission`; null allows everything. */
export const allows = (permissions: ReadonlySet<string> | null, permission: string): boolean =>
  permissions === null || permissions.has(permission);
