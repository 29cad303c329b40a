import { coupons, hasExpired } from '@satchel/api';
import type { SatColumn, SatOption } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { copyCell } from '../../components/copy-cell/copyCell.js';
import { formatDateTime } from '../../components/format/date-time.js';
import { historyAction } from '../../components/history/historyAction.js';
import { type ExportFormats, labelFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

const { fields, types, yesNo } = messages.coupons;

/** The columns whose switches make a coupon active, and give it to every user. */
export const activeColumn = 'isActive';
export const globalColumn = 'global';

/** The row actions. */
export const couponActions = {
  edit: 'edit',
  assign: 'assign-users',
  delete: 'delete',
} as const;

/** The code, with the button that copies it ("Copy code X"). */
const codeCell = (row: coupons.Coupon) =>
  copyCell({ shown: row.code, value: row.code, copyLabel: messages.coupons.copyCode });

/** A coupon's expiry as operators read it, marked when it has passed ("never" without one). */
export const couponExpiryText = (expiresAt: string | null): string =>
  expiresAt === null
    ? messages.coupons.never
    : messages.coupons.expiry(formatDateTime(expiresAt), hasExpired(expiresAt));

export const couponColumns: readonly SatColumn<coupons.Coupon>[] = [
  { id: 'code', header: fields.code, kind: 'custom', render: codeCell },
  { id: 'name', header: fields.name, width: '12rem' },
  { id: 'type', header: fields.type, format: (value) => types[value as coupons.CouponType] },
  {
    id: 'value',
    header: fields.value,
    align: 'end',
    format: (_, row) => messages.coupons.valueOf(row.type, row.value),
  },
  { id: activeColumn, header: fields.isActive, kind: 'toggle' },
  { id: globalColumn, header: fields.global, kind: 'toggle' },
  {
    id: 'expiresAt',
    header: fields.expiresAt,
    format: (value) => couponExpiryText(value as string | null),
  },
  {
    id: 'usage',
    header: fields.usage,
    align: 'end',
    format: (_, row) => messages.coupons.usage(row.usedCount, row.usageLimit),
  },
  { id: 'maxUsagePerUser', header: fields.maxUsagePerUser, align: 'end' },
  { id: 'createdAt', header: messages.fields.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    iconsOnly: true,
    actions: [
      { id: couponActions.edit, label: messages.coupons.edit, icon: 'pencil' },
      { id: couponActions.assign, label: messages.coupons.assignToUsers, icon: 'users' },
      { id: couponActions.delete, label: messages.coupons.delete, icon: 'trash' },
      historyAction,
    ],
  },
];

const typeOptions: readonly SatOption[] = coupons.couponTypes.map((type) => ({
  value: type,
  label: types[type],
}));

const yesNoOptions: readonly SatOption[] = (['true', 'false'] as const).map((value) => ({
  value,
  label: yesNo[value],
}));

/** The spec's coupon filters (part 1 §3, §7). */
export const couponFilters: ListTableFilters<typeof coupons.list> = [
  { name: 'code', label: fields.code, type: 'text' },
  { name: 'name', label: fields.name, type: 'text' },
  { name: 'type', label: fields.type, type: 'select', options: typeOptions },
  { name: 'isActive', label: fields.isActive, type: 'select', options: yesNoOptions },
  { name: 'expired', label: fields.expired, type: 'select', options: yesNoOptions },
  { name: 'global', label: fields.global, type: 'select', options: yesNoOptions },
];

/** A row's name in its controls' accessible labels ("Active, Spring sale (SPRP10AB12)"). */
export const couponRowLabel = (row: coupons.Coupon): string => `${row.name} (${row.code})`;

/**
 * How the export shows the columns the table draws with a format (see ListExport): a coupon's
 * value and its uses as plain numbers, which a spreadsheet adds up.
 */
export const couponExportFormats: ExportFormats = {
  type: { format: labelFormat(types) },
  value: { format: { kind: 'text' } },
  expiresAt: { format: { kind: 'dateTime' } },
  usage: { format: { kind: 'text' }, fields: ['usedCount'] },
};
