import { drivers } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { copyCell, shortId } from '../../components/copy-cell/copyCell.js';
import { withCountryCode } from '../../components/format/phone.js';
import { statusOptions } from '../../components/format/status-options.js';
import { historyAction } from '../../components/history/historyAction.js';
import { type ExportFormats, phoneFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

export const driverActions = {
  documents: 'documents',
  settle: 'settle',
} as const;

const text = messages.drivers;

/** A driver's name as the table and the dialogs show it. */
export const driverName = (driver: drivers.Driver): string =>
  `${driver.firstName} ${driver.lastName}`;

const yesOrNo = (value: unknown): string => (value === true ? text.yes : text.no);

// Every driver has the same choices (spec part 1 §4 lists no per-row rule for drivers).
const statusChoices = statusOptions(drivers.driverStatuses);

export const driverColumns: readonly SatColumn<drivers.Driver>[] = [
  {
    id: 'id',
    header: messages.id,
    kind: 'custom',
    render: (row) =>
      copyCell({ shown: shortId(row.id), value: row.id, copyLabel: messages.copyId }),
  },
  {
    id: 'name',
    header: messages.fields.name,
    field: 'firstName',
    format: (_, row) => driverName(row),
  },
  { id: 'phone', header: messages.fields.phone, format: withCountryCode, unbroken: true },
  {
    id: 'whatsappNumber',
    header: text.fields.whatsappNumber,
    format: withCountryCode,
    unbroken: true,
  },
  {
    id: 'status',
    header: messages.fields.status,
    kind: 'status-select',
    options: () => statusChoices,
  },
  { id: 'isAvailable', header: text.fields.isAvailable, format: yesOrNo },
  { id: 'isOutForDelivery', header: text.fields.isOutForDelivery, format: yesOrNo },
  { id: 'earning', header: text.fields.earning, kind: 'money', align: 'end' },
  { id: 'cashCollected', header: text.fields.cashCollected, kind: 'money', align: 'end' },
  { id: 'createdAt', header: text.fields.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    // Eleven columns: labelled buttons would push the table past the screen's width.
    iconsOnly: true,
    actions: [
      { id: driverActions.documents, label: text.actions.documents, icon: 'eye' },
      { id: driverActions.settle, label: text.actions.settle, icon: 'wallet' },
      historyAction,
    ],
  },
];

export const driverFilters: ListTableFilters<typeof drivers.list> = [
  { name: 'name', label: messages.fields.name, type: 'text' },
  { name: 'phone', label: messages.fields.phone, type: 'text' },
  { name: 'status', label: messages.fields.status, type: 'select', options: statusChoices },
  {
    name: 'isAvailable',
    label: text.fields.isAvailable,
    type: 'select',
    options: [
      { value: 'true', label: text.availability.true },
      { value: 'false', label: text.availability.false },
    ],
  },
];

/** How the export shows the columns the table draws with a format (see ListExport). */
export const driverExportFormats: ExportFormats = {
  name: { format: { kind: 'text' }, fields: ['firstName', 'lastName'] },
  phone: { format: phoneFormat },
  whatsappNumber: { format: phoneFormat },
  isAvailable: { format: { kind: 'yesNo', yes: text.yes, no: text.no } },
  isOutForDelivery: { format: { kind: 'yesNo', yes: text.yes, no: text.no } },
};
