import type { orders } from '@satchel/api';
import { findOrderMerchants, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { formatRupees } from '../../../components/format/rupees.js';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../ordersTable.js';
import { orderTexts } from '../orderTexts.js';
import { formatOrderDate, orderTone, orderTotal, paymentTone } from './format.js';
import { StatusBadge } from './StatusBadge.js';

const texts = orderTexts.details;

/** The order's id, statuses, payment, date and total, and the Assign Merchants button. */
export function OrderHeader({ order }: { order: orders.Order }) {
  return (
    <header className="order-header">
      <div className="order-header__title">
        <h2 id="order-details-title">{texts.order(order.orderId)}</h2>
        <SlButton
          variant="primary"
          disabled={order.status === 'cancelled'}
          onClick={() => void findOrderMerchants(order.id)}
        >
          {messages.orderDetails.assignMerchants}
        </SlButton>
      </div>
      <dl className="order-header__facts">
        <div>
          <dt>{texts.paymentStatus}</dt>
          <dd>
            <StatusBadge tone={paymentTone(order.paymentInfo.paymentStatus)}>
              {paymentStatusLabel(order.paymentInfo.paymentStatus)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{texts.orderStatus}</dt>
          <dd>
            <StatusBadge tone={orderTone(order.status)}>
              {orderStatusLabel(order.status)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{texts.paymentMethod}</dt>
          <dd>{paymentMethodLabel(order.paymentInfo.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{texts.createdAt}</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{texts.total}</dt>
          <dd className="order-header__total">{formatRupees(orderTotal(order))}</dd>
        </div>
      </dl>
    </header>
  );
}
