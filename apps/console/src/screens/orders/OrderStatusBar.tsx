import { useStore } from '@nanostores/react';
import {
  $chosenOrderStatus,
  $ordersList,
  chooseOrderStatus,
  messages,
  orderStatusFilters,
  refreshOrders,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

/**
 * The status filter buttons (the chosen one pressed) and Refresh, which spins while the list
 * loads. Every button waits while the list loads, so two reloads never race.
 */
export function OrderStatusBar() {
  const { loading } = useStore($ordersList);
  const chosen = useStore($chosenOrderStatus);
  return (
    <div className="order-status-bar">
      <fieldset className="order-status-bar__filters">
        <legend className="order-status-bar__legend">{messages.orders.fields.orderStatus}</legend>
        {orderStatusFilters.map(({ label, value }) => (
          <button
            key={value}
            type="button"
            className="order-status-bar__filter"
            aria-pressed={chosen === value}
            disabled={loading}
            onClick={() => void chooseOrderStatus(value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <SlButton loading={loading} disabled={loading} onClick={() => void refreshOrders()}>
        {messages.orders.refresh}
      </SlButton>
    </div>
  );
}
