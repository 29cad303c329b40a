import {
  merchants,
  orderItemPossibleMerchants,
  orderItems,
  productOffers,
} from '@satchel/db/schema';
import { and, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * The merchants able to supply each item of some orders, one row per item and merchant (a
 * union query): those stored with the item when it was ordered, and every active merchant with an
 * offer for the item's product (the bulk-assign CSV) whose stock covers the item's quantity.
 * An offer's stock is the number of units the merchant last uploaded; assigning an order does
 * not draw it down, so it says whether the merchant can fill this line, not what is reserved.
 * The union drops a merchant both stored and offering. Offers are read by their primary key
 * (product_id first), the items by order_items_order_id_idx. `ofOrders` picks the orders (a
 * condition on order_items.order_id): one order's, or several. The assignment queue's suggestions
 * are worked out by the same rule in SQL, where the writing transactions keep them
 * (`waiting_orders_suggest`, migration 0045).
 */
export function possibleMerchantsOfItems(db: Db, ofOrders: SQL) {
  const stored = db
    .select({
      orderItemId: orderItemPossibleMerchants.orderItemId,
      merchantId: orderItemPossibleMerchants.merchantId,
    })
    .from(orderItems)
    .innerJoin(
      orderItemPossibleMerchants,
      and(
        eq(orderItemPossibleMerchants.orderItemId, orderItems.id),
        eq(orderItemPossibleMerchants.orderCreatedAt, orderItems.orderCreatedAt),
      ),
    )
    .where(ofOrders);
  const offering = db
    .select({ orderItemId: orderItems.id, merchantId: productOffers.merchantId })
    .from(orderItems)
    .innerJoin(productOffers, eq(productOffers.productId, orderItems.productId))
    .innerJoin(merchants, eq(merchants.id, productOffers.merchantId))
    .where(
      and(ofOrders, eq(merchants.status, 'active'), gte(productOffers.stock, orderItems.quantity)),
    );
  return stored.union(offering);
}

/** The possible merchants of each item of one order, as a subquery. */
export const possibleMerchantsOf = (db: Db, orderRowId: string) =>
  possibleMerchantsOfItems(db, eq(orderItems.orderId, orderRowId)).as('possible_merchants');
