import { SatDataTable } from '@satchel/elements/react';
import { messages, products } from '@satchel/stores';
import { ListExport } from '../../components/list-table/ListExport.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import {
  adminDisabledColumn,
  productColumns,
  productExportFormats,
  productFilters,
  productRowLabel,
} from './productsTable.js';

/** The products table (spec part 1 §2): every merchant's products, each with its adminDisabled toggle. */
export function ProductsTable() {
  const table = useListTable(products.productsList, { filters: productFilters });

  return (
    <SatDataTable
      {...table}
      label={messages.products.title}
      columns={productColumns}
      rowLabel={productRowLabel}
      onSatCellChange={(event) => {
        if (event.detail.column !== adminDisabledColumn) return;
        void products.setProductAdminDisabled(event.detail.key, event.detail.value === true);
      }}
    >
      <ListExport
        list={products.productsList}
        columns={productColumns}
        formats={productExportFormats}
      />
    </SatDataTable>
  );
}
