import { merchants as merchantsContract } from '@satchel/api';
import type { SatColumn, SatOption } from '@satchel/elements/react';
import { merchants, messages } from '@satchel/stores';
import { copyCell, shortId } from '../../components/copy-cell/copyCell.js';
import { withCountryCode } from '../../components/format/phone.js';
import { statusOptions } from '../../components/format/status-options.js';
import { historyAction } from '../../components/history/historyAction.js';
import {
  type ExportFormats,
  labelFormat,
  phoneFormat,
} from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

export const merchantActions = {
  productTools: 'product-tools',
  productsCsv: 'products-csv',
  earningReport: 'earning-report',
  settle: 'settle',
  documents: 'documents',
} as const;
export type MerchantAction = (typeof merchantActions)[keyof typeof merchantActions];

// The table reads a row's choices on every render and wants the same array for rows alike.
const choicesByKind = new Map<string, readonly SatOption[]>();
const statusChoicesOf = (row: merchantsContract.Merchant): readonly SatOption[] => {
  const choices = merchants.merchantStatusChoices(row);
  const kind = choices.join();
  let options = choicesByKind.get(kind);
  if (!options) {
    options = statusOptions(choices);
    choicesByKind.set(kind, options);
  }
  return options;
};

export const merchantColumns: readonly SatColumn<merchantsContract.Merchant>[] = [
  {
    id: 'id',
    header: messages.id,
    kind: 'custom',
    render: (row) =>
      copyCell({ shown: shortId(row.id), value: row.id, copyLabel: messages.copyId }),
  },
  { id: 'storeName', header: messages.merchants.fields.storeName },
  { id: 'merchantName', header: messages.merchants.fields.merchantName },
  { id: 'phone', header: messages.fields.phone, format: withCountryCode, unbroken: true },
  {
    id: 'whatsappNumber',
    header: messages.merchants.fields.whatsappNumber,
    format: withCountryCode,
    unbroken: true,
  },
  { id: 'gstNumber', header: messages.merchants.fields.gstNumber },
  { id: 'address', header: messages.fields.address, width: '14rem' },
  { id: 'status', header: messages.fields.status, kind: 'status-select', options: statusChoicesOf },
  { id: 'createdAt', header: messages.fields.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    // Eleven columns: five labelled buttons would push the table past the screen's width.
    iconsOnly: true,
    actions: [
      {
        id: merchantActions.productTools,
        label: messages.merchants.actions.productTools,
        icon: 'package',
      },
      {
        id: merchantActions.productsCsv,
        label: messages.merchants.actions.productsCsv,
        icon: 'download',
      },
      {
        id: merchantActions.earningReport,
        label: messages.merchants.actions.earningReport,
        icon: 'file-text',
      },
      { id: merchantActions.settle, label: messages.merchants.actions.settle, icon: 'wallet' },
      { id: merchantActions.documents, label: messages.merchants.actions.documents, icon: 'eye' },
      historyAction,
    ],
  },
];

export const merchantFilters: ListTableFilters<typeof merchantsContract.list> = [
  { name: 'storeName', label: messages.merchants.fields.storeName, type: 'text' },
  { name: 'merchantName', label: messages.merchants.fields.merchantName, type: 'text' },
  { name: 'phone', label: messages.fields.phone, type: 'text' },
  {
    name: 'status',
    label: messages.fields.status,
    type: 'select',
    options: statusOptions(merchantsContract.merchantStatuses),
  },
];

/** A row's name in its controls' accessible labels ("Settle earning, Vidya Books"). */
export const merchantRowLabel = (row: merchantsContract.Merchant): string => row.storeName;

/** How the export shows the columns the table draws with a format (see ListExport). */
export const merchantExportFormats: ExportFormats = {
  phone: { format: phoneFormat },
  whatsappNumber: { format: phoneFormat },
  // Every status a merchant may have, whatever the row's choices.
  status: { format: labelFormat(messages.statusLabels) },
};
