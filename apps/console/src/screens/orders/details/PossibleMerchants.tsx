import type { orders } from '@satchel/api';
import { messages } from '@satchel/stores';
import { cut, cutLengths } from './format.js';
import { MapLink } from './MapLink.js';

/** The merchants able to supply an item: name, id, golden marker, map link; the assigned one marked. */
export function PossibleMerchants({
  merchants,
  assignedId,
}: {
  merchants: readonly orders.PossibleMerchant[];
  assignedId: string | null;
}) {
  if (merchants.length === 0)
    return <p className="order-item__none">{messages.orderDetails.noPossibleMerchants}</p>;
  return (
    <ul className="possible-merchants" aria-label={messages.orderDetails.possibleMerchants}>
      {merchants.map((merchant) => (
        <li
          key={merchant.id}
          className={
            merchant.id === assignedId
              ? 'possible-merchant possible-merchant--assigned'
              : 'possible-merchant'
          }
        >
          <span className="possible-merchant__name" title={merchant.name}>
            {cut(merchant.name, cutLengths.merchant)}
          </span>
          <span className="possible-merchant__store" title={merchant.storeName}>
            {cut(merchant.storeName, cutLengths.merchant)}
          </span>
          <code className="possible-merchant__id" title={merchant.id}>
            {cut(merchant.id, cutLengths.id)}
          </code>
          {merchant.isGolden ? (
            <span className="golden-marker">
              <span aria-hidden="true">★ </span>
              {messages.orderDetails.golden}
            </span>
          ) : null}
          {merchant.id === assignedId ? (
            <span className="assigned-marker">{messages.orderDetails.assigned}</span>
          ) : null}
          <MapLink
            latitude={merchant.address.latitude}
            longitude={merchant.address.longitude}
            label={messages.orderDetails.onMap(merchant.storeName)}
          >
            {merchant.address.city ?? merchant.address.country}
          </MapLink>
        </li>
      ))}
    </ul>
  );
}
