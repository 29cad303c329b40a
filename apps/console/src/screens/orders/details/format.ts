import { type orders, sumRupees } from '@satchel/api';

/** The colour a status badge takes (spec part 2 §4). */
export type BadgeTone = 'success' | 'error' | 'neutral';

export const paymentTone = (status: orders.Order['paymentInfo']['paymentStatus']): BadgeTone =>
  status === 'paid' ? 'success' : 'error';

export const orderTone = (status: orders.Order['status']): BadgeTone =>
  status === 'delivered' ? 'success' : status === 'cancelled' ? 'error' : 'neutral';

export const itemTone = (status: orders.OrderItem['itemStatus']): BadgeTone =>
  status === 'delivered' ? 'success' : status === 'merchantRejected' ? 'error' : 'neutral';

/** The first `length` characters, with an ellipsis when some were cut (spec part 2 §9). */
export const cut = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** How long names and ids may be in the order view (spec part 2 §9). */
export const cutLengths = { product: 15, merchant: 10, id: 20 } as const;

/** A Google Maps link to a point; null when the position is not known. */
export function mapUrl(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

/** What the customer pays: the items' sub total and every additional charge, to the paisa. */
export const orderTotal = (order: orders.Order): number =>
  sumRupees([order.subTotal, ...Object.values(order.additionalCharges)]);
