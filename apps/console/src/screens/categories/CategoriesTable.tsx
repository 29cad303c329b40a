import { SatDataTable } from '@satchel/elements/react';
import { categories, messages } from '@satchel/stores';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import { categoryColumns, categoryFilters, categoryRowLabel } from './categoriesTable.js';

/** What each row action does. */
const rowActions = { [HISTORY_ACTION]: openHistoryOf('categories', categoryRowLabel) };

/** The categories table (spec part 1 §2), with each category's logo. */
export function CategoriesTable() {
  const table = useListTable(categories.categoriesList, { filters: categoryFilters, rowActions });
  const columns = useAllowedColumns(categoryColumns, 'categories:write');

  return (
    <>
      <SatDataTable
        {...table}
        label={messages.categories.title}
        columns={columns}
        rowLabel={categoryRowLabel}
      >
        <ListToolbar list={categories.categoriesList} columns={columns} chosen={table} />
      </SatDataTable>
      <HistoryDialog />
    </>
  );
}
