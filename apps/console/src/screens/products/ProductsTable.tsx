import { SatDataTable } from '@satchel/elements/react';
import { messages, products } from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import {
  adminDisabledColumn,
  productColumns,
  productFilters,
  productRowLabel,
} from './productsTable.js';

/** The products table (spec part 1 §2): every merchant's products, each with its adminDisabled toggle. */
export function ProductsTable() {
  const table = useListTableProps(products.$productsList, {
    open: products.openProductsList,
    setPage: products.setProductsPage,
    setLimit: products.setProductsLimit,
    setSort: products.setProductsSort,
    reload: products.reloadProducts,
    applyFilters: products.applyProductsFilters,
    resetFilters: products.resetProductsFilters,
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
        void products.setProductAdminDisabled(event.detail.key, event.detail.value === true);
      }}
    />
  );
}
