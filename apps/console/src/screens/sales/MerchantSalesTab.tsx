import { SatDataTable } from '@satchel/elements/react';
import { type ListViewsApi, messages, sales } from '@satchel/stores';
import { ListViewsMenu } from '../../components/list-table/ListViewsMenu.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import {
  merchantRowColumns,
  merchantRowFilters,
  merchantRowLabel,
  merchantRowStrings,
} from './merchantSalesTable.js';

/** The list object always has views: it names its list (merchantSales). */
const rows = sales.merchantSalesRows as typeof sales.merchantSalesRows & ListViewsApi;

/**
 * The Merchant tab (spec part 2 §2): each merchant's fulfilled, accepted and rejected orders in
 * the period, as a table with the saved views and column chooser of every list (issue 29), kept
 * on the server for the operator. No Export: the rows are one answer already in the browser.
 */
export function MerchantSalesTab() {
  const table = useListTable(rows, { filters: merchantRowFilters });
  return (
    <SatDataTable
      {...table}
      label={messages.sales.merchant}
      columns={merchantRowColumns}
      rowLabel={merchantRowLabel}
      strings={{ ...table.strings, ...merchantRowStrings }}
    >
      <ListViewsMenu list={rows} />
    </SatDataTable>
  );
}
