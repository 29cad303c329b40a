import {
  merchants,
  orderItemPossibleMerchants,
  orderItems,
  productOffers,
} from '@satchel/db/schema';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';

/**
 * The merchants able to supply each item of some orders, one row per item and merchant (a
 * union query): those stored with the item when it was ordered, and every active merchant with an
 * offer for the item's product (the bulk-assign CSV) whose stock covers the item's quantity.
 * An offer's stock is the number of units the merchant last uploaded; assigning an order does
 * not draw it down, so it says whether the merchant can fill this line, not what is reserved.
 * The union drops a merchant both stored and offering. Offers are read by their primary key
 * (product_id first), the items by order_items_order_id_idx. `ofOrders` picks the orders (a
 * condition on order_items.order_id): one order's, or several.
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

/**
 * The same merchants for items already read: `items` names a relation of order items (a common
 * table expression with their id, order_created_at, product_id and quantity), one row per item
 * and merchant with the item's `carried` columns (its id among them, or the union would merge
 * two items of a product into one row). The assignment queue reads its page's items
 * once and ranks from here, rather than reading them again for each side of the union as above.
 * `storedWithin` bounds the stored merchants' order times by constants, so that PostgreSQL plans
 * those months' partitions alone.
 */
export const possibleMerchantsOfRows = (items: SQL, carried: SQL, storedWithin: SQL) => sql`
  select ${carried}, ${orderItemPossibleMerchants.merchantId} as merchant_id
  from ${items}
  join ${orderItemPossibleMerchants}
    on ${orderItemPossibleMerchants.orderItemId} = ${items}.id
   and ${orderItemPossibleMerchants.orderCreatedAt} = ${items}.order_created_at
   and ${storedWithin}
  union
  select ${carried}, ${productOffers.merchantId}
  from ${items}
  join ${productOffers} on ${productOffers.productId} = ${items}.product_id
   and ${productOffers.stock} >= ${items}.quantity
  join ${merchants} on ${merchants.id} = ${productOffers.merchantId} and ${merchants.status} = 'active'`;

/** The possible merchants of each item of one order, as a subquery. */
export const possibleMerchantsOf = (db: Db, orderRowId: string) =>
  possibleMerchantsOfItems(db, eq(orderItems.orderId, orderRowId)).as('possible_merchants');
