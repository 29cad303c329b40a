import { type orders, setTypeLabels } from '@satchel/api';
import { orderDetails } from '../messages/orders.js';

/**
 * What an order item is called: its product's title, or for a bundle its set, class and school
 * ("Book Set for Class 5, Delhi Public School"); "Bundle" when the backend does not name the
 * bundle, the product's id when it does not describe the product.
 */
export function orderItemTitle(item: orders.OrderItem): string {
  if (item.product) return item.product.title;
  if (item.bundle) {
    const { setType, classLevel, schoolName } = item.bundle;
    return orderDetails.bundleTitle(setTypeLabels[setType], classLevel, schoolName);
  }
  return item.bundleId ? orderDetails.bundle : (item.productId ?? '');
}
