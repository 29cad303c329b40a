import { banners } from '@satchel/api';
import type { SatColumn, SatOption } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { statusOptions } from '../../components/format/status-options.js';
import { historyAction } from '../../components/history/historyAction.js';
import { type ExportFormats, labelFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

const { fields, types, statuses } = messages.banners;

/** The row actions. */
export const bannerActions = { edit: 'edit', delete: 'delete' } as const;

/** What a banner leads to, by name; the id when the backend names none. */
const targetOf = (_: unknown, row: banners.Banner): string =>
  row.type === 'none' || row.redirectId === null
    ? messages.banners.leadsNowhere
    : (row.redirectTitle ?? row.categoryName ?? row.redirectId);

export const bannerColumns: readonly SatColumn<banners.Banner>[] = [
  {
    id: 'bannerUrl',
    header: fields.image,
    kind: 'image',
    fit: 'whole',
    alt: (row) => messages.banners.imageOf(row.title),
  },
  { id: 'title', header: fields.title, width: '14rem' },
  { id: 'type', header: fields.type, format: (value) => types[value as banners.BannerType] },
  { id: 'target', header: fields.target, format: targetOf },
  {
    id: 'status',
    header: fields.status,
    format: (value) => statuses[value as banners.BannerStatus],
  },
  { id: 'createdAt', header: messages.fields.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    iconsOnly: true,
    actions: [
      { id: bannerActions.edit, label: messages.banners.edit, icon: 'pencil' },
      { id: bannerActions.delete, label: messages.banners.delete, icon: 'trash' },
      historyAction,
    ],
  },
];

/** The banner types and statuses as choices: the list's filters and the form's selects. */
export const bannerTypeOptions: readonly SatOption[] = banners.bannerTypes.map((type) => ({
  value: type,
  label: types[type],
}));
export const bannerStatusOptions = statusOptions(banners.bannerStatuses);

/** The banner list's filters: title, type and status. */
export const bannerFilters: ListTableFilters<typeof banners.list> = [
  { name: 'title', label: fields.title, type: 'text' },
  { name: 'type', label: fields.type, type: 'select', options: bannerTypeOptions },
  { name: 'status', label: fields.status, type: 'select', options: bannerStatusOptions },
];

/** A row's name in its controls' accessible labels ("Edit, Back to school"). */
export const bannerRowLabel = (row: banners.Banner): string => row.title;

/** How the export shows the columns the table draws with a format (see ListExport). */
export const bannerExportFormats: ExportFormats = {
  type: { format: labelFormat(types) },
  target: { format: { kind: 'text' }, fields: ['redirectTitle', 'categoryName'] },
  status: { format: labelFormat(statuses) },
};
