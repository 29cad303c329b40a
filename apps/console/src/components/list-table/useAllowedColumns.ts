import { useStore } from '@nanostores/react';
import type { Permission } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { $permissions, allows, messages } from '@satchel/stores';
import { useMemo } from 'react';
import { HISTORY_ACTION } from '../history/historyAction.js';

const statusLabel = (value: unknown): string =>
  messages.statusLabels[value as keyof typeof messages.statusLabels] ?? String(value ?? '');
/** A switch's state as words, as the export writes it. */
const onOrOff = (value: unknown): string =>
  value === true ? messages.lists.export.yes : messages.lists.export.no;

/**
 * A table's columns as the operator's role may use them (issue 30). Without `write`, a status
 * is shown as its label rather than offered for change, and a toggle as Yes or No; a row
 * action whose permission (`actionNeeds`, by the action's id; History needs `audit:read`) the
 * role lacks is not drawn, and an actions column left without any is dropped.
 */
export function allowedColumns<Row>(
  columns: readonly SatColumn<Row>[],
  may: (permission: Permission) => boolean,
  write: Permission,
  actionNeeds: Readonly<Record<string, Permission>> = {},
): readonly SatColumn<Row>[] {
  const canWrite = may(write);
  return columns.flatMap((column): SatColumn<Row>[] => {
    if (column.kind === 'status-select' && !canWrite) {
      const { kind: _kind, options: _options, ...shown } = column;
      return [{ ...shown, format: statusLabel }];
    }
    if (column.kind === 'toggle' && !canWrite) {
      const { kind: _kind, disabled: _disabled, ...shown } = column;
      return [{ ...shown, format: onOrOff }];
    }
    if (column.kind !== 'actions') return [column];
    const actions = column.actions.filter(({ id }) => {
      const needed = id === HISTORY_ACTION ? 'audit:read' : actionNeeds[id];
      return needed === undefined || may(needed);
    });
    return actions.length === 0 ? [] : [{ ...column, actions }];
  });
}

/** `allowedColumns` for the signed-in operator, kept while their permissions stay. */
export function useAllowedColumns<Row>(
  columns: readonly SatColumn<Row>[],
  write: Permission,
  actionNeeds?: Readonly<Record<string, Permission>>,
): readonly SatColumn<Row>[] {
  const permissions = useStore($permissions);
  // The columns and needs are module-level constants of the screen: only the role changes them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  return useMemo(
    () =>
      allowedColumns(columns, (permission) => allows(permissions, permission), write, actionNeeds),
    [permissions],
  );
}
