// Type-checked by the app's `pnpm run typecheck`: the package's declarations, as a TypeScript
// tool sees them from the tarball, type the elements' properties, events and React wrappers.
// (skipLibCheck in tsconfig.json: Shoelace's own declarations disagree with today's DOM types.)
import type { SatCellChangeEvent, SatColumn } from '@satchel/elements/data-table/data-table';
import { SatDataTable } from '@satchel/elements/react';
import { createElement } from 'react';

type User = {
  readonly id: string;
  readonly name: string;
  readonly status: 'active' | 'suspended';
};

const columns: SatColumn<User>[] = [
  { id: 'name', header: 'Name', format: (_, user) => user.name.toUpperCase() },
  {
    id: 'status',
    header: 'Status',
    kind: 'status-select',
    options: () => [{ label: 'Active', value: 'active' }],
  },
];

export const table = createElement(SatDataTable, {
  columns,
  rows: [],
  page: 1,
  onSatCellChange: (event: SatCellChangeEvent) => console.log(event.detail.key, event.detail.value),
});
