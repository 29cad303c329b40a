import { useStore } from '@nanostores/react';
import type { SatDataTableQuery, SatRow } from '@satchel/elements/react';
import type { ListState } from '@satchel/stores';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useMemo } from 'react';

/** The list store's actions the table's events call (e.g. setUsersPage, applyUsersFilters). */
export interface ListTableActions {
  /** Opening the screen: the list loads with the URL's query, else the one it kept. */
  readonly open: () => Promise<void>;
  readonly setPage: (page: number) => void;
  readonly setLimit: (limit: number) => void;
  readonly setSort: (sort: -1 | 1) => void;
  /** Apply Changes. */
  readonly reload: () => Promise<void>;
  readonly applyFilters: (values: Readonly<Record<string, string>>) => Promise<void>;
  readonly resetFilters: () => Promise<void>;
}

/**
 * The <sat-data-table> properties and event handlers that bind it to a list store: the store's
 * query and answer in, the table's paging, sort, Apply Changes and filter events out as the
 * store's actions. Every list screen spreads these on its table; the list loads when it mounts.
 */
export function useListTableProps<Item extends SatRow>(
  $list: ReadableAtom<ListState<Item>>,
  actions: ListTableActions,
) {
  const state = useStore($list);
  const { shown } = state;
  const applied = useMemo<SatDataTableQuery | null>(
    () => (shown ? { page: shown.page, limit: shown.limit, sort: shown.sort } : null),
    [shown],
  );
  // The actions are the store's module-level functions: the same on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount
  useEffect(() => void actions.open(), []);
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
    onSatPageChange: (event: { detail: { page: number } }) => actions.setPage(event.detail.page),
    onSatLimitChange: (event: { detail: { limit: number } }) =>
      actions.setLimit(event.detail.limit),
    onSatSortChange: (event: { detail: { sort: -1 | 1 } }) => actions.setSort(event.detail.sort),
    onSatApply: () => void actions.reload(),
    onSatFiltersApply: (event: { detail: { values: Readonly<Record<string, string>> } }) =>
      void actions.applyFilters(event.detail.values),
    onSatFiltersReset: () => void actions.resetFilters(),
  };
}
