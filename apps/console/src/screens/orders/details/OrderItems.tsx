import type { orders as ordersContract } from '@satchel/api';
import { messages, orders } from '@satchel/stores';
import { formatMoney } from '../../../components/format/numbers.js';
import { orderStatusLabel } from '../ordersTable.js';
import { cut, cutLengths, itemTone } from './format.js';
import { PossibleMerchants } from './PossibleMerchants.js';
import { ProductImage } from './ProductImage.js';
import { StatusBadge } from './StatusBadge.js';

function OrderItem({ item }: { item: ordersContract.OrderItem }) {
  const title = orders.orderItemTitle(item);
  const assigned = item.possibleMerchants.find((merchant) => merchant.id === item.merchantId);
  return (
    <li className="order-item">
      <ProductImage image={item.product?.images[0]} title={title} />
      <div className="order-item__body">
        <h4 className="order-item__title" title={title}>
          {cut(title, cutLengths.product)}
        </h4>
        <dl className="order-item__facts">
          {item.product ? (
            <>
              <div>
                <dt>{messages.orderDetails.brand}</dt>
                <dd>{item.product.brand}</dd>
              </div>
              <div>
                <dt>{messages.orderDetails.sku}</dt>
                <dd>{item.product.sku}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{messages.orderDetails.price}</dt>
            <dd>{formatMoney(item.price)}</dd>
          </div>
          <div>
            <dt>{messages.orderDetails.quantity}</dt>
            <dd>{item.quantity}</dd>
          </div>
          <div>
            <dt>{messages.orderDetails.itemStatus}</dt>
            <dd>
              <StatusBadge tone={itemTone(item.itemStatus)}>
                {orderStatusLabel(item.itemStatus)}
              </StatusBadge>
            </dd>
          </div>
        </dl>
        {assigned ? (
          <p className="order-item__assigned">
            {messages.orderDetails.assignedMerchant(assigned.storeName)}
          </p>
        ) : null}
        <PossibleMerchants merchants={item.possibleMerchants} assignedId={item.merchantId} />
      </div>
    </li>
  );
}

/** The collapsible "Order Items" section, open at first. */
export function OrderItems({ items }: { items: readonly ordersContract.OrderItem[] }) {
  return (
    <details className="order-section panel" open>
      <summary>
        <h3>{messages.orderDetails.orderItems}</h3>
      </summary>
      <ul className="order-items">
        {items.map((item) => (
          <OrderItem key={item.id} item={item} />
        ))}
      </ul>
    </details>
  );
}
