import {
  ANY_LIST,
  type BuiltInRole,
  builtInRoles,
  history,
  listKinds,
  resources,
  SIGNED_IN,
} from '@satchel/api';

/**
 * The list a request names, where an operation's permission is on a list (`{list}:action`): its
 * path's `list` (or a history revert's record `kind`), its body's `list`, or its body's action's
 * (`users.status`). Undefined for a record named by id (a bulk run), which the matrix's made-up
 * ids never find.
 */
export function listOfRequest(
  path: Readonly<Record<string, string>>,
  body: unknown,
): string | undefined {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const named =
    path.list ??
    (path.kind && history.resourceOfKind(path.kind as history.HistoryKind)) ??
    fields.list ??
    (typeof fields.action === 'string' ? fields.action.split('.')[0] : undefined);
  const lists: readonly string[] = [...listKinds, ...resources];
  return typeof named === 'string' && lists.includes(named) ? named : undefined;
}

/**
 * Whether the built-in `role` is refused (403) an operation stating `permission`, for a request
 * naming `list` (or none), from the role's permissions in @satchel/api, not the server's word:
 * 'refused' before the input is read, 'allowed', or 'once valid'. A permission on a list
 * refuses a role with the action on no list before the input is read, and one without it on the
 * named list once the input is valid (input refused first is a 400).
 */
export function refusalOf(
  role: BuiltInRole,
  permission: string,
  list: string | undefined,
): 'refused' | 'allowed' | 'once valid' {
  if (permission === SIGNED_IN) return 'allowed';
  const held = new Set<string>(builtInRoles[role].permissions);
  const [resource, action] = permission.split(':');
  if (resource !== ANY_LIST) return held.has(permission) ? 'allowed' : 'refused';
  if (!listKinds.some((kind) => held.has(`${kind}:${action}`))) return 'refused';
  return list === undefined || held.has(`${list}:${action}`) ? 'allowed' : 'once valid';
}
