import { useStore } from '@nanostores/react';
import type { SatDataTableQuery, SatRow } from '@satchel/elements/react';
import type { ListStore } from '@satchel/stores';
import { useMemo } from 'react';

/**
 * The <sat-data-table> properties and event handlers that bind it to a list store: the store's
 * query and answer in, the table's paging, sort, Apply Changes and filter events out as the
 * store's actions. Every list screen spreads these on its table.
 */
export function useListTableProps<Item extends SatRow>(list: ListStore<Item>) {
  const state = useStore(list.$list);
  const { shown } = state;
  const applied = useMemo<SatDataTableQuery | null>(
    () => (shown ? { page: shown.page, limit: shown.limit, sort: shown.sort } : null),
    [shown],
  );
  return {
    rows: state.items,
    total: state.total,
    totalPages: state.totalPages,
    page: state.params.page,
    limit: state.params.limit,
    sort: state.params.sort,
    applied,
    loading: state.loading,
    filterValues: state.params.filters,
    onSatPageChange: (event: { detail: { page: number } }) => list.setPage(event.detail.page),
    onSatLimitChange: (event: { detail: { limit: number } }) => list.setLimit(event.detail.limit),
    onSatSortChange: (event: { detail: { sort: -1 | 1 } }) => list.setSort(event.detail.sort),
    onSatApply: () => void list.load(),
    onSatFiltersApply: (event: { detail: { values: Readonly<Record<string, string>> } }) =>
      void list.applyFilters(event.detail.values),
    onSatFiltersReset: () => void list.resetFilters(),
  };
}
