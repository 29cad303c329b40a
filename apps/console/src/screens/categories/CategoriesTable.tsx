import { SatDataTable } from '@satchel/elements/react';
import { categories, messages } from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { categoryColumns, categoryFilters, categoryRowLabel } from './categoriesTable.js';

/** The categories table (spec part 1 §2), with each category's logo. */
export function CategoriesTable() {
  const table = useListTableProps(categories.$categoriesList, {
    open: categories.openCategoriesList,
    setPage: categories.setCategoriesPage,
    setLimit: categories.setCategoriesLimit,
    setSort: categories.setCategoriesSort,
    reload: categories.reloadCategories,
    applyFilters: categories.applyCategoriesFilters,
    resetFilters: categories.resetCategoriesFilters,
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
