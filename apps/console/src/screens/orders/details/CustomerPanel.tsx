import { localityLine, type orders } from '@satchel/api';
import { messages } from '@satchel/stores';
import { formatMoney } from '../../../components/format/numbers.js';
import { withCountryCode } from '../../../components/format/phone.js';
import { MapLink } from './MapLink.js';

/** The customer's contact, billing address and the additional charges above zero. */
export function CustomerPanel({ order }: { order: orders.Order }) {
  const { customer, billingAddress: address } = order;
  const charges = (
    Object.keys(messages.orderDetails.charges) as (keyof orders.Order['additionalCharges'])[]
  ).filter((name) => order.additionalCharges[name] > 0);
  return (
    <aside className="customer-panel panel" aria-labelledby="order-customer-title">
      <h3 id="order-customer-title">{messages.orders.fields.customer}</h3>
      <dl className="customer-panel__facts">
        <div>
          <dt>{messages.fields.name}</dt>
          <dd>{customer.name}</dd>
        </div>
        <div>
          <dt>{messages.fields.phone}</dt>
          <dd>{withCountryCode(customer.phone)}</dd>
        </div>
        {customer.email ? (
          <div>
            <dt>{messages.fields.email}</dt>
            <dd>{customer.email}</dd>
          </div>
        ) : null}
        <div>
          <dt>{messages.orderDetails.billingAddress}</dt>
          <dd>
            <address>
              {address.addressLine1}
              <br />
              {localityLine(address)}
            </address>
            <MapLink
              latitude={address.latitude}
              longitude={address.longitude}
              label={messages.orderDetails.billingOnMap}
            >
              {messages.orderDetails.map}
            </MapLink>
          </dd>
        </div>
      </dl>
      {charges.length > 0 ? (
        <>
          <h4>{messages.orderDetails.additionalCharges}</h4>
          <dl className="customer-panel__charges">
            {charges.map((name) => (
              <div key={name}>
                <dt>{messages.orderDetails.charges[name]}</dt>
                <dd>{formatMoney(order.additionalCharges[name])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </aside>
  );
}
