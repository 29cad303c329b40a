import type { orders as ordersContract } from '@satchel/api';
import { messages, orders } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../components/format/date-time.js';
import { formatMoney } from '../../../components/format/numbers.js';
import { useMay } from '../../../components/permissions/useMay.js';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../ordersTable.js';
import { orderTone, orderTotal, paymentTone } from './format.js';
import { StatusBadge } from './StatusBadge.js';

/** The order's id, statuses, payment, date and total, and the Assign Merchants button. */
export function OrderHeader({ order }: { order: ordersContract.Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const may = useMay();
  // The link that opened the order is gone with the list: focus starts again at the order's name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order shown.
  useEffect(() => heading.current?.focus(), [order.id]);
  return (
    <header className="order-header">
      <div className="order-header__title">
        <h2 id="order-details-title" ref={heading} tabIndex={-1}>
          {messages.orders.order(order.orderId)}
        </h2>
        {may('orders:write') ? (
          <SlButton
            variant="primary"
            disabled={order.status === 'cancelled'}
            onClick={() => orders.findOrderMerchants(order.id)}
          >
            {messages.orderAssignment.title}
          </SlButton>
        ) : null}
      </div>
      <dl className="order-header__facts">
        <div>
          <dt>{messages.orders.fields.paymentStatus}</dt>
          <dd>
            <StatusBadge tone={paymentTone(order.paymentInfo.paymentStatus)}>
              {paymentStatusLabel(order.paymentInfo.paymentStatus)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{messages.orders.fields.orderStatus}</dt>
          <dd>
            <StatusBadge tone={orderTone(order.status)}>
              {orderStatusLabel(order.status)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{messages.orders.fields.paymentMethod}</dt>
          <dd>{paymentMethodLabel(order.paymentInfo.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{messages.fields.createdAt}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{messages.orderDetails.total}</dt>
          <dd className="order-header__total">{formatMoney(orderTotal(order))}</dd>
        </div>
      </dl>
    </header>
  );
}
