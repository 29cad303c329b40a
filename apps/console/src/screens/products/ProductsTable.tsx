import { SatDataTable } from '@satchel/elements/react';
import {
  $productsList,
  applyProductsFilters,
  messages,
  openProductsList,
  reloadProducts,
  resetProductsFilters,
  setProductAdminDisabled,
  setProductsLimit,
  setProductsPage,
  setProductsSort,
} from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import {
  adminDisabledColumn,
  productColumns,
  productFilters,
  productRowLabel,
} from './productsTable.js';

/** The products table (spec part 1 §2): every merchant's products, each with its adminDisabled toggle. */
export function ProductsTable() {
  const table = useListTableProps($productsList, {
    open: openProductsList,
    setPage: setProductsPage,
    setLimit: setProductsLimit,
    setSort: setProductsSort,
    reload: reloadProducts,
    applyFilters: applyProductsFilters,
    resetFilters: resetProductsFilters,
  });

  return (
    <SatDataTable
      {...table}
      label={messages.products.title}
      columns={productColumns}
      filters={productFilters}
      rowLabel={productRowLabel}
      onSatCellChange={(event) => {
        if (event.detail.column !== adminDisabledColumn) return;
        void setProductAdminDisabled(event.detail.key, event.detail.value === true);
      }}
    />
  );
}
