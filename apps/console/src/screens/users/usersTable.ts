import { users } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { withCountryCode } from '../../components/format/phone.js';
import { statusOptions } from '../../components/format/status-options.js';
import { historyAction } from '../../components/history/historyAction.js';
import { type ExportFormats, phoneFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';
import { websiteUrl } from './websiteUrl.js';

/** The four user statuses (spec part 1 §4), the same choices on every row. */
const userStatusOptions = statusOptions(users.userStatuses);

export const previewWebsiteAction = 'preview-website';

export const userColumns: readonly SatColumn<users.User>[] = [
  { id: 'name', header: messages.fields.name },
  { id: 'phone', header: messages.fields.phone, format: withCountryCode, unbroken: true },
  { id: 'email', header: messages.fields.email },
  {
    id: 'status',
    header: messages.fields.status,
    kind: 'status-select',
    options: () => userStatusOptions,
  },
  { id: 'lastLoggedAt', header: messages.users.fields.lastLoggedAt, kind: 'date' },
  { id: 'createdAt', header: messages.fields.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: messages.fields.actions,
    kind: 'actions',
    actions: [
      {
        id: previewWebsiteAction,
        label: messages.users.previewWebsite,
        icon: 'eye',
        // Only users with a website (an http or https one) have one to preview.
        disabled: (row) => websiteUrl(row.website) === null,
      },
      historyAction,
    ],
  },
];

export const userFilters: ListTableFilters<typeof users.list> = [
  { name: 'name', label: messages.fields.name, type: 'text' },
  { name: 'id', label: messages.users.fields.id, type: 'text' },
  { name: 'email', label: messages.fields.email, type: 'text' },
  { name: 'phone', label: messages.fields.phone, type: 'text' },
  { name: 'status', label: messages.fields.status, type: 'select', options: userStatusOptions },
];

/** A row's name in its controls' accessible labels ("Status, Asha Rao"). */
export const userRowLabel = (row: users.User): string => row.name;

/** How the export shows the columns the table draws with a format (see ListExport). */
export const userExportFormats: ExportFormats = { phone: { format: phoneFormat } };
