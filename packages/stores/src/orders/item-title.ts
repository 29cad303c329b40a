import type { orders } from '@satchel/api';
import { messages } from '../messages/index.js';

/**
 * What an order item is called: its product's title, or for a bundle its set, class and school
 * ("Book Set for Class 5, Delhi Public School"); "Bundle" when the backend does not name the
 * bundle, the product's id when it does not describe the product.
 */
export function orderItemTitle(item: orders.OrderItem): string {
  if (item.product) return item.product.title;
  if (item.bundle) {
    const { setType, classLevel, schoolName } = item.bundle;
    return messages.orderDetails.bundleTitle(
      messages.schools.setTypes[setType],
      classLevel,
      schoolName,
    );
  }
  return item.bundleId ? messages.orderDetails.bundle : (item.productId ?? '');
}
