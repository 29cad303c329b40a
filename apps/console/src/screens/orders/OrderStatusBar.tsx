import { useStore } from '@nanostores/react';
import { messages, orders } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

/**
 * The status filter buttons (the chosen one pressed) and Refresh, which spins while the list
 * loads. Every button waits while the list loads, so two reloads never race.
 */
export function OrderStatusBar() {
  const { loading } = useStore(orders.ordersList.$list);
  const chosen = useStore(orders.$chosenOrderStatus);
  return (
    <div className="order-status-bar">
      <fieldset className="order-status-bar__filters">
        <legend className="order-status-bar__legend">{messages.orders.fields.orderStatus}</legend>
        {orders.orderStatusFilters().map(({ label, value }) => (
          <button
            key={value}
            type="button"
            className="order-status-bar__filter"
            aria-pressed={chosen === value}
            disabled={loading}
            onClick={() => void orders.chooseOrderStatus(value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <SlButton loading={loading} disabled={loading} onClick={() => void orders.refreshOrders()}>
        {messages.orders.refresh}
      </SlButton>
    </div>
  );
}
