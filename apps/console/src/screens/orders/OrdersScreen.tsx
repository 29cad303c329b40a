import { useStore } from '@nanostores/react';
import { SatDataTable } from '@satchel/elements/react';
import { messages, orders } from '@satchel/stores';
import { useLayoutEffect, useRef } from 'react';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { OrderDetails } from './details/OrderDetails.js';
import { OrderCharts } from './OrderCharts.js';
import { OrderStatusBar } from './OrderStatusBar.js';
import { orderColumns, orderExportFormats, orderFilters, orderRowLabel } from './ordersTable.js';
import './OrdersScreen.css';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';

/** What each row action does. */
const rowActions = { [HISTORY_ACTION]: openHistoryOf('orders', orderRowLabel) };

/**
 * Order Management (spec part 1 §2): charts, status buttons, Refresh and the orders table; an
 * order id opens its details in place of the list. The list stays mounted (hidden) under the
 * details, so closing them finds it as it was: page, filters being typed, and scroll position.
 */
export function OrdersScreen() {
  const table = useListTable(orders.ordersList, { filters: orderFilters, rowActions });
  const columns = useAllowedColumns(orderColumns, 'orders:write');
  const open = useStore(orders.$openOrder);
  const listScroll = useRef(0);
  const showingDetails = open !== null;

  useLayoutEffect(() => {
    window.scrollTo(0, showingDetails ? 0 : listScroll.current);
  }, [showingDetails]);

  return (
    <>
      <section className="orders-screen" hidden={showingDetails}>
        <ScreenHeader title={messages.orders.title} />
        <OrderCharts />
        <OrderStatusBar />
        <SatDataTable
          {...table}
          label={messages.orders.title}
          columns={columns}
          rowLabel={orderRowLabel}
          onSatLinkClick={(event) => {
            listScroll.current = window.scrollY;
            orders.openOrder(event.detail.key);
          }}
        >
          <ListToolbar
            list={orders.ordersList}
            columns={columns}
            formats={orderExportFormats}
            chosen={table}
          />
        </SatDataTable>
      </section>
      {open ? <OrderDetails /> : null}
      <HistoryDialog />
    </>
  );
}
