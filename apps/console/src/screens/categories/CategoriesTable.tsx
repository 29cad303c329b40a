import { SatDataTable } from '@satchel/elements/react';
import { categories, messages } from '@satchel/stores';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import { categoryColumns, categoryFilters, categoryRowLabel } from './categoriesTable.js';

/** The categories table (spec part 1 §2), with each category's logo. */
export function CategoriesTable() {
  const table = useListTable(categories.categoriesList, { filters: categoryFilters });

  return (
    <SatDataTable
      {...table}
      label={messages.categories.title}
      columns={categoryColumns}
      rowLabel={categoryRowLabel}
    >
      <ListToolbar list={categories.categoriesList} columns={categoryColumns} chosen={table} />
    </SatDataTable>
  );
}
