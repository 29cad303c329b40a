import { SatDataTable } from '@satchel/elements/react';
import { messages, products } from '@satchel/stores';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { BulkBar } from '../../components/list-table/BulkBar.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import { useMay } from '../../components/permissions/useMay.js';
import {
  adminDisabledColumn,
  productColumns,
  productExportFormats,
  productFilters,
  productRowLabel,
} from './productsTable.js';

/** The changes offered for every matching product: enable or disable them all. */
const bulkChoices = [
  {
    label: messages.lists.bulk.enableAll,
    request: { action: 'products.adminDisabled', adminDisabled: false } as const,
  },
  {
    label: messages.lists.bulk.disableAll,
    request: { action: 'products.adminDisabled', adminDisabled: true } as const,
  },
];

/** What each row action does. */
const rowActions = { [HISTORY_ACTION]: openHistoryOf('products', productRowLabel) };

/** The products table (spec part 1 §2): every merchant's products, each with its adminDisabled toggle. */
export function ProductsTable() {
  const table = useListTable(products.productsList, { filters: productFilters, rowActions });
  const columns = useAllowedColumns(productColumns, 'products:write');
  const may = useMay();

  return (
    <>
      <BulkBar bulk={products.productsList.bulk} choices={bulkChoices} />
      <SatDataTable
        {...table}
        selectable={may('products:bulk')}
        label={messages.products.title}
        columns={columns}
        rowLabel={productRowLabel}
        onSatCellChange={(event) => {
          if (event.detail.column !== adminDisabledColumn) return;
          void products.setProductAdminDisabled(event.detail.key, event.detail.value === true);
        }}
      >
        <ListToolbar
          list={products.productsList}
          columns={productColumns}
          formats={productExportFormats}
          chosen={table}
        />
      </SatDataTable>
      <HistoryDialog />
    </>
  );
}
