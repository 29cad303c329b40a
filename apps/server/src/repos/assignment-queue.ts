import { dashboard } from '@satchel/api';
import { merchants, orderItems, orders, waitingOrders } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
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

/**
 * In the queue: placed, with an item of a product no merchant is assigned to; read off the orders
 * themselves (assigning checks it under the order's lock). The queue's pages read it off
 * `waiting_orders`, which its triggers keep equal to this.
 */
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

/** The queue's order after which a page starts: still waiting, or any order (one taken since). */
const anchorTime = async (db: Db, id: string): Promise<string | undefined> => {
  const { rows } = await db.execute<{ created_at: string }>(sql`
    select ${waitingOrders.createdAt}::text as created_at from ${waitingOrders}
    where ${waitingOrders.id} = ${id}`);
  if (rows[0]) return rows[0].created_at;
  const [order] = await db
    .select({ createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(eq(orders.id, id));
  return order?.createdAt;
};

/**
 * The orders of a page of the queue, oldest first (`limit` entries after the order `after`),
 * off the waiting orders' queue index (migration 0042): their ids and times, the times as
 * PostgreSQL's text (to the microsecond, as the partitions are keyed).
 */
async function queuedOrders(
  db: Db,
  { after, limit }: { after?: string | undefined; limit: number },
): Promise<{ id: string; created_at: string }[]> {
  let afterOrder = sql``;
  if (after !== undefined) {
    const time = await anchorTime(db, after);
    if (time === undefined) return [];
    afterOrder = sql`and (${waitingOrders.createdAt}, ${waitingOrders.id}) > (${time}::timestamptz, ${after})`;
  }
  const { rows } = await db.execute<{ id: string; created_at: string }>(sql`
    select ${waitingOrders.id} as id, ${waitingOrders.createdAt}::text as created_at
    from ${waitingOrders}
    where ${waitingOrders.status} = 'placed' and ${waitingOrders.unassignedItems} > 0 ${afterOrder}
    order by ${waitingOrders.createdAt}, ${waitingOrders.id}
    limit ${limit}`);
  return rows;
}

/**
 * A page of the queue, oldest first (`limit` entries after the order `after`), each with its
 * suggested merchants: the page's orders off the waiting orders (`queuedOrders`), then the rest in
 * one statement whatever the page's size, reading only the months of the page's orders (their
 * times given as constants, so PostgreSQL plans those months' partitions alone). The possible
 * merchants of its items as possible-merchants.ts finds them; a merchant counts for a product
 * when it can supply every item of that product in the order. Merchants rank by the items they
 * cover, then nearness; one click gives each product the first-ranked merchant able to supply it
 * (no assignment when a product has none).
 */
export async function queuePage(
  db: Db,
  page: { after?: string | undefined; limit: number },
): Promise<QueuedOrder[]> {
  const queued = await queuedOrders(db, page);
  if (queued.length === 0) return [];
  const ids = sql`${sql.param(queued.map((order) => order.id))}::text[]`;
  const times = sql`${sql.param(queued.map((order) => order.created_at))}::timestamptz[]`;
  const ofPage = sql`${orderItems.orderId} = any(${ids}) and ${orderItems.orderCreatedAt} = any(${times})`;
  const possible = possibleMerchantsOfItems(db, ofPage, times);
  const { rows } = await db.execute<QueueRow>(sql`
    with page as (
      select ${orders.id} as id, ${orders.orderId} as order_id, ${orders.createdAt} as created_at,
             ${orders.customerName} as customer_name, ${orders.city} as city,
             ${orders.subTotal} as sub_total, ${orders.latitude} as latitude,
             ${orders.longitude} as longitude
      from ${orders}
      where ${orders.id} = any(${ids}) and ${orders.createdAt} = any(${times})
    ),
    product_items as (
      select ${orderItems.orderId} as order_id, ${orderItems.productId} as product_id,
             count(*) as items
      from ${orderItems}
      where ${ofPage} and ${orderItems.productId} is not null
      group by 1, 2
    ),
    possible as (${possible}),
    can_supply as (
      select products.order_id, products.product_id, possible.merchant_id, products.items
      from possible
      join ${orderItems} on ${orderItems.id} = possible.order_item_id and ${ofPage}
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
