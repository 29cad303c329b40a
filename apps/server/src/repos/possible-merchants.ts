import {
  merchants,
  orderItemPossibleMerchants,
  orderItems,
  productOffers,
} from '@satchel/db/schema';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * The merchants able to supply each item of an order, one row per item and merchant (a
 * subquery): those stored with the item when it was ordered, and every active merchant with an
 * offer for the item's product (the bulk-assign CSV) whose stock covers the item's quantity.
 * An offer's stock is the number of units the merchant last uploaded; assigning an order does
 * not draw it down, so it says whether the merchant can fill this line, not what is reserved.
 * The union drops a merchant both stored and offering. Offers are read by their primary key
 * (product_id first), the items by order_items_order_id_idx.
 */
export function possibleMerchantsOf(db: Db, orderRowId: string) {
  const stored = db
    .select({
      orderItemId: orderItemPossibleMerchants.orderItemId,
      merchantId: orderItemPossibleMerchants.merchantId,
    })
    .from(orderItems)
    .innerJoin(
      orderItemPossibleMerchants,
      eq(orderItemPossibleMerchants.orderItemId, orderItems.id),
    )
    .where(eq(orderItems.orderId, orderRowId));
  const offering = db
    .select({ orderItemId: orderItems.id, merchantId: productOffers.merchantId })
    .from(orderItems)
    .innerJoin(productOffers, eq(productOffers.productId, orderItems.productId))
    .innerJoin(merchants, eq(merchants.id, productOffers.merchantId))
    .where(
      and(
        eq(orderItems.orderId, orderRowId),
        eq(merchants.status, 'active'),
        gte(productOffers.stock, orderItems.quantity),
      ),
    );
  return stored.union(offering).as('possible_merchants');
}
