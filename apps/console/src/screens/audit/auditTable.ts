import { history as historyContract, type Permission } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { copyCell, shortId } from '../../components/copy-cell/copyCell.js';
import { historyAction } from '../../components/history/historyAction.js';
import { canRevert } from '../../components/history/revertPermission.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

const text = messages.history;

const kindOptions = historyContract.historyKinds.map((kind) => ({
  value: kind,
  label: text.kindLabels[kind],
}));

/** A day filter's hint: the server takes India's business days as YYYY-MM-DD. */
const DAY_PLACEHOLDER = 'YYYY-MM-DD';

/** The id of the Revert action of an entry. */
export const REVERT_ACTION = 'revert';

/**
 * The Audit list's columns for an operator who may what `may` allows: an entry's History, and
 * its Revert where the entry can be reverted (as its record's History view offers) and they may.
 */
export const auditColumns = (
  may: (permission: Permission) => boolean,
): readonly SatColumn<historyContract.AuditEntry>[] => [
  { id: 'createdAt', header: text.fields.when, kind: 'date' },
  {
    id: 'administratorName',
    header: text.fields.operator,
    format: (value) => (typeof value === 'string' ? value : text.system),
  },
  { id: 'action', header: text.fields.action },
  {
    id: 'kind',
    header: text.fields.kind,
    format: (value) => text.kindLabels[value as historyContract.HistoryKind] ?? String(value),
  },
  {
    id: 'recordId',
    header: text.fields.recordId,
    kind: 'custom',
    render: (row) =>
      row.recordId === null
        ? ''
        : copyCell({
            shown: shortId(row.recordId),
            value: row.recordId,
            copyLabel: messages.copyId,
          }),
  },
  { id: 'rows', header: text.fields.rows },
  { id: 'address', header: text.fields.address },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    iconsOnly: true,
    // A bulk run names no one record: its rows are in each record's own History.
    actions: [
      { ...historyAction, disabled: (row) => row.recordId === null },
      {
        id: REVERT_ACTION,
        label: text.revert,
        icon: 'undo',
        disabled: (row) => !canRevert(may, row.kind, row),
      },
    ],
  },
];

export const auditFilters: ListTableFilters<typeof historyContract.list> = [
  { name: 'administratorId', label: text.fields.operator, type: 'text' },
  { name: 'kind', label: text.fields.kind, type: 'select', options: kindOptions },
  { name: 'action', label: text.fields.action, type: 'text', placeholder: 'users.setStatus' },
  { name: 'from', label: text.fields.from, type: 'text', placeholder: DAY_PLACEHOLDER },
  { name: 'to', label: text.fields.to, type: 'text', placeholder: DAY_PLACEHOLDER },
];

/** A row's name in its controls' accessible labels. */
export const auditRowLabel = (row: historyContract.AuditEntry): string =>
  `${row.action} ${row.recordId ?? ''}`.trim();
