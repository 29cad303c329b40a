import { users } from '@satchel/api';
import type { SatColumn, SatFilter, SatRow } from '@satchel/elements/react';
import { withCountryCode } from '../../components/format/phone.js';
import { statusOptions } from '../../components/format/status-options.js';
import { screenTexts } from '../../texts.js';
import { websiteUrl } from './websiteUrl.js';

const texts = screenTexts.users;

/** The four user statuses (spec part 1 §4), the same choices on every row. */
const userStatusOptions = statusOptions(users.userStatuses);

export const previewWebsiteAction = 'preview-website';

export const userColumns: readonly SatColumn[] = [
  { id: 'name', header: texts.columns.name },
  { id: 'phone', header: texts.columns.phone, format: withCountryCode },
  { id: 'email', header: texts.columns.email },
  {
    id: 'status',
    header: texts.columns.status,
    kind: 'status-select',
    options: () => userStatusOptions,
  },
  { id: 'lastLoggedAt', header: texts.columns.lastLoggedAt, kind: 'date' },
  { id: 'createdAt', header: texts.columns.createdAt, kind: 'date' },
  {
    id: 'actions',
    header: texts.columns.actions,
    kind: 'actions',
    actions: [
      {
        id: previewWebsiteAction,
        label: texts.previewWebsite,
        icon: 'eye',
        // Only users with a website (an http or https one) have one to preview.
        disabled: (row) => websiteUrl(row.website) === null,
      },
    ],
  },
];

export const userFilters: readonly SatFilter[] = [
  { name: 'name', label: texts.filters.name, type: 'text' },
  { name: 'id', label: texts.filters.id, type: 'text' },
  { name: 'email', label: texts.filters.email, type: 'text' },
  { name: 'phone', label: texts.filters.phone, type: 'text' },
  { name: 'status', label: texts.filters.status, type: 'select', options: userStatusOptions },
];

/** A row's name in its controls' accessible labels ("Status, Asha Rao"). */
export const userRowLabel = (row: SatRow): string => String(row.name);
