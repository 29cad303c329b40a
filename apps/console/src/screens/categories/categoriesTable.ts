import type { categories } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { historyColumn } from '../../components/history/historyAction.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

const { fields } = messages.categories;

/**
 * The logo (an uploaded file or a link; the table shows its placeholder picture when the image
 * cannot be loaded), the display name, the name and when it was added.
 */
export const categoryColumns: readonly SatColumn<categories.Category>[] = [
  {
    id: 'logo',
    header: fields.logo,
    kind: 'image',
    alt: (row) => messages.categories.logoOf(row.displayName),
  },
  { id: 'displayName', header: fields.displayName, width: '14rem' },
  { id: 'name', header: fields.name },
  { id: 'createdAt', header: messages.fields.createdAt, kind: 'date' },
  historyColumn(),
];

/** The list's search fields (spec part 1 §3: name). */
export const categoryFilters: ListTableFilters<typeof categories.list> = [
  { name: 'name', label: fields.name, type: 'text' },
  { name: 'displayName', label: fields.displayName, type: 'text' },
];

export const categoryRowLabel = (row: categories.Category): string =>
  `${row.displayName} (${row.name})`;
