import { useStore } from '@nanostores/react';
import { messages, orders } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { LoadingIndicator } from '../../../components/loading-indicator/LoadingIndicator.js';
import { AssignMerchantsDialog } from './AssignMerchantsDialog.js';
import { CustomerPanel } from './CustomerPanel.js';
import { OrderDrivers } from './OrderDrivers.js';
import { OrderHeader } from './OrderHeader.js';
import { OrderItems } from './OrderItems.js';
import './OrderDetails.css';

/**
 * The order-details view (spec part 2 §2), shown in place of the orders list: header, items with
 * their possible merchants, drivers, the customer panel, and the Assign Merchants modal.
 */
export function OrderDetails() {
  const open = useStore(orders.$openOrder);
  if (!open) return null;
  const { order, loading } = open;
  return (
    <section
      className="order-details"
      aria-labelledby={order ? 'order-details-title' : undefined}
      aria-busy={loading}
    >
      <div className="order-details__toolbar">
        <SlButton size="small" onClick={orders.closeOrder}>
          <span aria-hidden="true" slot="prefix">
            ←
          </span>
          {messages.orderDetails.backToOrders}
        </SlButton>
      </div>
      {order ? (
        <>
          <OrderHeader order={order} />
          <div className="order-details__layout">
            <div className="order-details__main">
              <OrderItems items={order.items} />
              <OrderDrivers order={order} />
            </div>
            <CustomerPanel order={order} />
          </div>
          <AssignMerchantsDialog orderId={order.id} />
        </>
      ) : loading ? (
        <LoadingIndicator inline />
      ) : (
        <div className="order-details__failed">
          <p>{messages.orderDetails.notLoaded}</p>
          <SlButton onClick={() => void orders.reloadOrder()}>
            {messages.orderDetails.tryAgain}
          </SlButton>
        </div>
      )}
    </section>
  );
}
