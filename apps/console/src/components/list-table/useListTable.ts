import { useStore } from '@nanostores/react';
import type { CallContract, ListFilterName } from '@satchel/api';
import type { SatDataTableQuery, SatFilter, SatRow } from '@satchel/elements/react';
import {
  elementTexts,
  type FilterValues,
  type ListItem,
  type ListStore,
  locale,
} from '@satchel/stores';
import { useEffect, useMemo } from 'react';
import { liveRowsProps } from './live-rows-props.js';
import { useListColumns } from './useListColumns.js';

/** A list screen's filter fields, named as its list call takes them: a misspelt name does not compile. */
export type ListTableFilters<C extends CallContract> = readonly SatFilter<ListFilterName<C>>[];

/** What a row action button does with its row, by the action's id. */
export type RowActions<Item> = Readonly<Record<string, (row: Item) => void>>;

export interface ListTableOptions<Item, Filter extends string> {
  /** The filter fields, typed by the list's filter names. */
  readonly filters?: readonly SatFilter<Filter>[];
  /** The row action buttons' handlers; an action without one does nothing. */
  readonly rowActions?: RowActions<Item>;
}

/** An estimated total ("about N") and its "Count exactly" button, bound to the list object. */
const estimatedTotal = (
  list: Pick<ListStore<ListItem>, 'countExactly'>,
  totalEstimated: boolean,
) => ({
  totalEstimated,
  onSatTotalCount: () => void list.countExactly(),
});

/**
 * The table's "Select all N matching" bound to the list's bulk object (issue #29): the table
 * reports the choice, and any later selection change ends it.
 */
const bulkSelection = (bulk: ListStore<ListItem>['bulk'], allMatching: boolean) => ({
  allMatchingSelected: allMatching,
  onSatSelectAllMatching: () => bulk.selectAllMatching(),
  onSatSelectionChange: (event: { detail: { allMatching: boolean } }) => {
    if (!event.detail.allMatching) bulk.clearAllMatching();
  },
});

/**
 * Binds a <sat-data-table> to a list object in one call (spread the result on the table): the
 * list's query and answer in; the table's paging, sort, Apply Changes, filter and row action
 * events out as the list's methods. The list opens when the table mounts.
 */
export function useListTable<Item extends SatRow & ListItem, Filter extends string>(
  list: ListStore<Item, Filter>,
  { filters, rowActions }: ListTableOptions<Item, Filter> = {},
) {
  const state = useStore(list.$list);
  const allMatching = useStore(list.bulk.$allMatching);
  const { shown } = state;
  const applied = useMemo<SatDataTableQuery | null>(
    () => (shown ? { page: shown.page, limit: shown.limit, sort: shown.sort } : null),
    [shown],
  );
  // Before the list opens: the columns read with its views, which may name the query it opens with.
  const columns = useListColumns(list);
  // The list object is a module-level store: the same on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount
  useEffect(() => void list.open(), []);
  return {
    // The installed language's texts and formats (the table's own: pager, filters, menus).
    strings: elementTexts.dataTable,
    locale,
    rows: state.items,
    total: state.total,
    totalPages: state.totalPages,
    ...estimatedTotal(list, state.totalEstimated),
    page: state.params.page,
    limit: state.params.limit,
    sort: state.params.sort,
    applied,
    loading: state.loading,
    filters,
    filterValues: state.params.filters,
    onSatPageChange: (event: { detail: { page: number } }) => list.setPage(event.detail.page),
    onSatLimitChange: (event: { detail: { limit: number } }) => list.setLimit(event.detail.limit),
    onSatSortChange: (event: { detail: { sort: -1 | 1 } }) => list.setSort(event.detail.sort),
    onSatApply: () => void list.reload(),
    // The table reports the fields of `filters`, which are named by the list's filters.
    onSatFiltersApply: (event: { detail: { values: Readonly<Record<string, string>> } }) =>
      void list.apply(event.detail.values as FilterValues<Filter>),
    onSatFiltersReset: () => void list.reset(),
    ...columns,
    ...bulkSelection(list.bulk, allMatching),
    onSatRowAction: (event: { detail: { key: string; action: string } }) => {
      const row = state.items.find((item) => item.id === event.detail.key);
      if (row) rowActions?.[event.detail.action]?.(row);
    },
    ...liveRowsProps(list, state),
  };
}
