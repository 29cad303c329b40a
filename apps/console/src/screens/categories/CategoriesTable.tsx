import { SatDataTable } from '@satchel/elements/react';
import {
  $categoriesList,
  applyCategoriesFilters,
  messages,
  openCategoriesList,
  reloadCategories,
  resetCategoriesFilters,
  setCategoriesLimit,
  setCategoriesPage,
  setCategoriesSort,
} from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { categoryColumns, categoryFilters, categoryRowLabel } from './categoriesTable.js';

/** The categories table (spec part 1 §2), with each category's logo. */
export function CategoriesTable() {
  const table = useListTableProps($categoriesList, {
    open: openCategoriesList,
    setPage: setCategoriesPage,
    setLimit: setCategoriesLimit,
    setSort: setCategoriesSort,
    reload: reloadCategories,
    applyFilters: applyCategoriesFilters,
    resetFilters: resetCategoriesFilters,
  });

  return (
    <SatDataTable
      {...table}
      label={messages.categories.title}
      columns={categoryColumns}
      filters={categoryFilters}
      rowLabel={categoryRowLabel}
    />
  );
}
