import { history as historyContract, isPermission, type Permission } from '@satchel/api';

/**
 * What reverting `entry` of a `kind` record needs (issue #30): the record's write permission, or
 * for a bulk run's entry the run's list's bulk permission (`bulk-runs/:id/revert`'s). The History
 * view's Revert and the Audit list's ask the same.
 */
export const revertPermissionOf = (
  kind: historyContract.HistoryKind,
  entry: historyContract.AuditEntry,
): Permission | undefined => {
  const needed = entry.revertibleRunId
    ? `${kind}:bulk`
    : `${historyContract.resourceOfKind(kind)}:write`;
  return isPermission(needed) ? needed : undefined;
};

/** Whether an operator who may what `may` allows can revert `entry` of a `kind` record. */
export const canRevert = (
  may: (permission: Permission) => boolean,
  kind: historyContract.HistoryKind,
  entry: historyContract.AuditEntry,
): boolean => {
  const needed = revertPermissionOf(kind, entry);
  return (
    (entry.revertible || entry.revertibleRunId !== null) && needed !== undefined && may(needed)
  );
};
