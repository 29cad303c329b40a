import { dashboard } from '@satchel/api';
import { merchants, orderItems, orders } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import type { Db } from './db.js';
import type { Rupees } from './money.js';
import { possibleMerchantsOfItems } from './possible-merchants.js';

/** A placed order waiting for merchants, with the merchants suggested for it. */
export interface QueuedOrder {
  readonly id: string;
  readonly orderId: string;
  readonly placedAt: Date;
  readonly customer: string;
  readonly city: string;
  readonly subTotal: Rupees;
  readonly items: number;
  readonly suggestions: dashboard.SuggestedMerchant[];
  readonly assignment: dashboard.SuggestedChoice[] | null;
}

/** In the queue: placed, with an item of a product no merchant is assigned to (by the status index). */
export const inQueue = sql`${orders.status} = 'placed' and exists (
  select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
    and ${orderItems.productId} is not null and ${orderItems.merchantId} is null)`;

/**
 * Kilometres between a store and an order's address, flat-earth (ample for ranking stores of a
 * city), null when either place is unknown.
 */
const distanceKm = sql`6371 * sqrt(
  power(radians((${merchants.latitude} - page.latitude)::float8), 2)
  + power(radians((${merchants.longitude} - page.longitude)::float8)
          * cos(radians(((${merchants.latitude} + page.latitude) / 2)::float8)), 2))`;

interface QueueRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  created_at: string | Date;
  customer_name: string;
  city: string;
  sub_total: Rupees;
  items: string | number;
  suggestions:
    | { merchantId: string; storeName: string; covers: number; distanceKm: number | null }[]
    | null;
  assignment: dashboard.SuggestedChoice[] | null;
}

/**
 * A page of the queue, oldest first (`limit` entries after the order `after`), each with its
 * suggested merchants, in one statement whatever the page's size: the page off the status and
 * time index; the possible merchants of its items as possible-merchants.ts finds them; a
 * merchant counts for a product when it can supply every item of that product in the order.
 * Merchants rank by the items they cover, then nearness; one click gives each product the
 * first-ranked merchant able to supply it (no assignment when a product has none).
 */
export async function queuePage(
  db: Db,
  { after, limit }: { after?: string | undefined; limit: number },
): Promise<QueuedOrder[]> {
  const afterOrder = after
    ? sql`and (${orders.createdAt}, ${orders.id}) > (select o.created_at, o.id from ${orders} as o where o.id = ${after})`
    : sql``;
  const possible = possibleMerchantsOfItems(
    db,
    sql`${orderItems.orderId} in (select id from page)`,
  );
  const { rows } = await db.execute<QueueRow>(sql`
    with page as (
      select ${orders.id} as id, ${orders.orderId} as order_id, ${orders.createdAt} as created_at,
             ${orders.customerName} as customer_name, ${orders.city} as city,
             ${orders.subTotal} as sub_total, ${orders.latitude} as latitude,
             ${orders.longitude} as longitude
      from ${orders}
      where ${inQueue} ${afterOrder}
      order by ${orders.createdAt}, ${orders.id}
      limit ${limit}
    ),
    product_items as (
      select ${orderItems.orderId} as order_id, ${orderItems.productId} as product_id,
             count(*) as items
      from ${orderItems}
      where ${orderItems.orderId} in (select id from page) and ${orderItems.productId} is not null
      group by 1, 2
    ),
    possible as (${possible}),
    can_supply as (
      select products.order_id, products.product_id, possible.merchant_id, products.items
      from possible
      join ${orderItems} on ${orderItems.id} = possible.order_item_id
      join product_items as products on products.order_id = ${orderItems.orderId}
        and products.product_id = ${orderItems.productId}
      group by 1, 2, 3, 4
      having count(distinct possible.order_item_id) = products.items
    ),
    ranked as (
      select can_supply.order_id, ${merchants.id} as merchant_id,
             ${merchants.storeName} as store_name, sum(can_supply.items)::integer as covers,
             round((${distanceKm})::numeric, 1)::float8 as distance_km,
             row_number() over (
               partition by can_supply.order_id
               order by sum(can_supply.items) desc, ${distanceKm} nulls last,
                        ${merchants.storeName}, ${merchants.id}) as rank
      from can_supply
      join page on page.id = can_supply.order_id
      join ${merchants} on ${merchants.id} = can_supply.merchant_id
      group by can_supply.order_id, ${merchants.id}, page.latitude, page.longitude
    ),
    chosen as (
      select distinct on (can_supply.order_id, can_supply.product_id)
             can_supply.order_id, can_supply.product_id, can_supply.merchant_id
      from can_supply
      join ranked using (order_id, merchant_id)
      order by can_supply.order_id, can_supply.product_id, ranked.rank
    )
    select page.id, page.order_id, page.created_at, page.customer_name, page.city, page.sub_total,
           (select coalesce(sum(items), 0) from product_items where order_id = page.id) as items,
           (select json_agg(json_build_object('merchantId', merchant_id, 'storeName', store_name,
                   'covers', covers, 'distanceKm', distance_km) order by rank)
            from ranked
            where ranked.order_id = page.id and rank <= ${dashboard.SUGGESTIONS_SHOWN}) as suggestions,
           (select case when count(*) = (select count(*) from product_items
                                         where product_items.order_id = page.id)
                        then json_agg(json_build_object('productId', product_id,
                                                        'merchantId', merchant_id)
                                      order by product_id) end
            from chosen where chosen.order_id = page.id) as assignment
    from page
    order by page.created_at, page.id`);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    placedAt: new Date(row.created_at),
    customer: row.customer_name,
    city: row.city,
    subTotal: row.sub_total,
    items: Number(row.items),
    suggestions: row.suggestions ?? [],
    assignment: row.assignment,
  }));
}
