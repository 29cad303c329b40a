import { useStore } from '@nanostores/react';
import type { Permission } from '@satchel/api';
import { $permissions, allows } from '@satchel/stores';

/**
 * Whether the signed-in operator's role allows a permission (issue 30), for drawing only what it
 * may use; a backend without roles allows everything.
 */
export function useMay(): (permission: Permission) => boolean {
  const permissions = useStore($permissions);
  return (permission) => allows(permissions, permission);
}
