import { merchants } from '@satchel/api';
import type { SatColumn, SatFilter, SatOption, SatRow } from '@satchel/elements/react';
import { merchantStatusChoices } from '@satchel/stores';
import { withCountryCode } from '../../components/format/phone.js';
import { statusOptions } from '../../components/format/status-options.js';
import { screenTexts } from '../../texts.js';

const texts = screenTexts.merchants;

export const merchantActions = {
  productsCsv: 'products-csv',
  earningReport: 'earning-report',
  settle: 'settle',
  documents: 'documents',
} as const;
export type MerchantAction = (typeof merchantActions)[keyof typeof merchantActions];

// The table reads a row's choices on every render and wants the same array for rows alike.
const choicesByKind = new Map<string, readonly SatOption[]>();
const statusChoicesOf = (row: SatRow): readonly SatOption[] => {
  const choices = merchantStatusChoices(row as merchants.Merchant);
  const kind = choices.join();
  let options = choicesByKind.get(kind);
  if (!options) {
    options = statusOptions(choices);
    choicesByKind.set(kind, options);
  }
  return options;
};

export const merchantColumns: readonly SatColumn[] = [
  { id: 'storeName', header: texts.columns.storeName },
  { id: 'merchantName', header: texts.columns.merchantName },
  { id: 'phone', header: texts.columns.phone, format: withCountryCode },
  { id: 'whatsappNumber', header: texts.columns.whatsappNumber, format: withCountryCode },
  { id: 'gstNumber', header: texts.columns.gstNumber },
  { id: 'address', header: texts.columns.address, width: '14rem' },
  { id: 'status', header: texts.columns.status, kind: 'status-select', options: statusChoicesOf },
  { id: 'createdAt', header: texts.columns.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: texts.columns.actions,
    kind: 'actions',
    actions: [
      { id: merchantActions.productsCsv, label: texts.actions.productsCsv, icon: 'download' },
      { id: merchantActions.earningReport, label: texts.actions.earningReport, icon: 'file-text' },
      { id: merchantActions.settle, label: texts.actions.settle, icon: 'wallet' },
      { id: merchantActions.documents, label: texts.actions.documents, icon: 'eye' },
    ],
  },
];

export const merchantFilters: readonly SatFilter[] = [
  { name: 'storeName', label: texts.filters.storeName, type: 'text' },
  { name: 'merchantName', label: texts.filters.merchantName, type: 'text' },
  { name: 'phone', label: texts.filters.phone, type: 'text' },
  {
    name: 'status',
    label: texts.filters.status,
    type: 'select',
    options: statusOptions(merchants.merchantStatuses),
  },
];

/** A row's name in its controls' accessible labels ("Settle earning, Vidya Books"). */
export const merchantRowLabel = (row: SatRow): string => String(row.storeName);
