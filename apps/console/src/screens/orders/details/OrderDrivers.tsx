import type { orders } from '@satchel/api';
import { messages } from '@satchel/stores';
import { withCountryCode } from '../../../components/format/phone.js';
import { MapLink } from './MapLink.js';

/** The drivers the order was offered to, the current one marked; shown only once one drives it. */
export function OrderDrivers({ order }: { order: orders.Order }) {
  if (order.driverId === null) return null;
  return (
    <section className="order-section panel" aria-labelledby="order-drivers-title">
      <h3 id="order-drivers-title">{messages.orderDetails.drivers}</h3>
      <ul className="order-drivers">
        {order.possibleDrivers.map((driver) => {
          const name = `${driver.firstName} ${driver.lastName}`;
          const current = driver.current || driver.id === order.driverId;
          return (
            <li
              key={driver.id}
              className={current ? 'order-driver order-driver--current' : 'order-driver'}
            >
              <span className="order-driver__name">{name}</span>
              <span>{withCountryCode(driver.phone)}</span>
              {current ? (
                <span className="assigned-marker">{messages.orderDetails.current}</span>
              ) : null}
              {driver.isGolden ? (
                <span className="golden-marker">
                  <span aria-hidden="true">★ </span>
                  {messages.orderDetails.golden}
                </span>
              ) : null}
              {driver.rejected ? (
                <span className="order-driver__flag">{messages.orderDetails.rejected}</span>
              ) : null}
              {driver.isOutForDelivery ? (
                <span className="order-driver__flag">{messages.orderDetails.outForDelivery}</span>
              ) : driver.isAvailable ? (
                <span className="order-driver__flag">{messages.orderDetails.available}</span>
              ) : null}
              <MapLink
                latitude={driver.currentLocation.latitude}
                longitude={driver.currentLocation.longitude}
                label={messages.orderDetails.onMap(name)}
              >
                {messages.orderDetails.map}
              </MapLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
