import { useStore } from '@nanostores/react';
import type { views } from '@satchel/api';
import type { ListViewsApi } from '@satchel/stores';
import { atom } from 'nanostores';

/** The columns of a list without saved columns (another backend's): the table's own. */
const tablesOwn = atom<views.ListColumns | null>(null);

/** The columns the operator chose, as the table shows them (useListTable's): Export follows. */
export interface ChosenColumns {
  readonly columnOrder: readonly string[] | undefined;
  readonly hiddenColumns: readonly string[];
}

/**
 * The table's column choice bound to the list's (issue 29): the operator's columns, or an open
 * view's, in; the column menu's changes out, kept on the server for the operator.
 */
export function useListColumns(list: Partial<ListViewsApi>) {
  const columns = useStore(list.$columns ?? tablesOwn);
  return {
    columnOrder: columns && columns.order.length > 0 ? columns.order : undefined,
    hiddenColumns: columns?.hidden ?? [],
    onSatColumnsChange: (event: {
      detail: { order: readonly string[]; hidden: readonly string[] };
    }) =>
      void list.setColumns?.({ order: [...event.detail.order], hidden: [...event.detail.hidden] }),
  };
}
