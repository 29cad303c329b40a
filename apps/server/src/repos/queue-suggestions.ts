import { dashboard } from '@satchel/api';
import { merchants, orderItemPossibleMerchants, orderItems, orders } from '@satchel/db/schema';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { preparedFor } from './list-query.js';
import type { Rupees } from './money.js';
import { possibleMerchantsOfRows } from './possible-merchants.js';

/** The months of the orders' partitions (migration 0034) that hold a page of the queue. */
export interface QueueMonths {
  /** The start of the month of the page's oldest order. */
  readonly from: Date;
  /** The start of the month after its newest order's. */
  readonly to: Date;
}

/** One order of a page of the queue, with its suggested merchants, as the statement reads it. */
export interface SuggestedOrderRow {
  readonly id: string;
  readonly orderId: string;
  readonly createdAt: string;
  readonly customerName: string;
  readonly city: string;
  readonly subTotal: Rupees;
  readonly items: number;
  readonly suggestions: dashboard.SuggestedMerchant[] | null;
  readonly assignment: dashboard.SuggestedChoice[] | null;
}

/**
 * `column` within `months`, the bounds written into the statement as constants: PostgreSQL then
 * plans those months' partitions alone, once, where bound values left it to plan every month's
 * partition (and lock each at every call), or to plan the statement again at every call.
 */
const withinMonths = (column: AnyColumn, { from, to }: QueueMonths): SQL =>
  sql`${column} >= ${sql.raw(`'${from.toISOString()}'`)}::timestamptz
      and ${column} < ${sql.raw(`'${to.toISOString()}'`)}::timestamptz`;

/**
 * Kilometres between a store and an order's address, flat-earth (ample for ranking stores of a
 * city), null when either place is unknown.
 */
const distanceKm = sql`6371 * sqrt(
  power(radians((${merchants.latitude} - page.latitude)::float8), 2)
  + power(radians((${merchants.longitude} - page.longitude)::float8)
          * cos(radians(((${merchants.latitude} + page.latitude) / 2)::float8)), 2))`;

/**
 * The orders `ids` placed at `times` (placeholders: the page, read off the waiting orders), each
 * with its suggested merchants, in one statement whatever the page's size. The possible merchants
 * of its items as possible-merchants.ts finds them; a merchant counts for a product when it can
 * supply every item of that product in the order. Merchants rank by the items they cover, then
 * nearness; one click gives each product the first-ranked merchant able to supply it (no
 * assignment when a product has none). The page's items are read once, into `items` (with how
 * many of its product the order has), and everything after works on them.
 */
function suggestionsStatement(months: QueueMonths): SQL {
  const ids = sql`${sql.placeholder('ids')}::text[]`;
  const times = sql`${sql.placeholder('times')}::timestamptz[]`;
  const possible = possibleMerchantsOfRows(
    sql`items`,
    sql`items.order_id, items.product_id, items.of_product, items.id`,
    withinMonths(orderItemPossibleMerchants.orderCreatedAt, months),
  );
  return sql`
    with page as materialized (
      select ${orders.id} as id, ${orders.orderId} as order_id, ${orders.createdAt} as created_at,
             ${orders.customerName} as customer_name, ${orders.city} as city,
             ${orders.subTotal} as sub_total, ${orders.latitude} as latitude,
             ${orders.longitude} as longitude
      from ${orders}
      where ${orders.id} = any(${ids}) and ${orders.createdAt} = any(${times})
        and ${withinMonths(orders.createdAt, months)}
    ),
    items as materialized (
      select ${orderItems.id} as id, ${orderItems.orderId} as order_id,
             ${orderItems.orderCreatedAt} as order_created_at, ${orderItems.productId} as product_id,
             ${orderItems.quantity} as quantity,
             count(*) over (partition by ${orderItems.orderId}, ${orderItems.productId}) as of_product
      from ${orderItems}
      where ${orderItems.orderId} = any(${ids}) and ${orderItems.orderCreatedAt} = any(${times})
        and ${withinMonths(orderItems.orderCreatedAt, months)}
        and ${orderItems.productId} is not null
    ),
    possible as (${possible}),
    can_supply as (
      select order_id, product_id, merchant_id, of_product as items
      from possible
      group by order_id, product_id, of_product, merchant_id
      having count(*) = of_product
    ),
    near as (
      select can_supply.order_id, ${merchants.id} as merchant_id,
             ${merchants.storeName} as store_name, sum(can_supply.items)::integer as covers,
             array_agg(can_supply.product_id) as products, ${distanceKm} as distance
      from can_supply
      join page on page.id = can_supply.order_id
      join ${merchants} on ${merchants.id} = can_supply.merchant_id
      group by can_supply.order_id, ${merchants.id}, page.latitude, page.longitude
    ),
    ranked as (
      select order_id, merchant_id, store_name, covers, products,
             round(distance::numeric, 1)::float8 as distance_km,
             row_number() over (
               partition by order_id
               order by covers desc, distance nulls last, store_name, merchant_id) as rank
      from near
    ),
    chosen as (
      select distinct on (ranked.order_id, product_id) ranked.order_id, product_id,
             ranked.merchant_id
      from ranked, unnest(ranked.products) as product_id
      order by ranked.order_id, product_id, ranked.rank
    )
    select page.id, page.order_id, page.created_at, page.customer_name, page.city, page.sub_total,
           (select count(*)::integer from items where items.order_id = page.id) as items,
           (select json_agg(json_build_object('merchantId', merchant_id, 'storeName', store_name,
                   'covers', covers, 'distanceKm', distance_km) order by rank)
            from ranked
            where ranked.order_id = page.id and rank <= ${sql.raw(String(dashboard.SUGGESTIONS_SHOWN))}) as suggestions,
           (select case when count(*) = (select count(distinct product_id) from items
                                         where items.order_id = page.id)
                        then json_agg(json_build_object('productId', product_id,
                                                        'merchantId', merchant_id)
                                      order by product_id) end
            from chosen where chosen.order_id = page.id) as assignment
    from page`;
}

/**
 * The orders `ids` placed at `times`, all within `months`, with their suggestions, oldest first.
 * One statement per span of months, built and prepared once (`preparedFor`): PostgreSQL plans it
 * for its first calls, then keeps a plan for any page of those months, where planning it took
 * longer than running it.
 */
export async function suggestedOrders(
  db: Db,
  months: QueueMonths,
  { ids, times }: { ids: string[]; times: string[] },
): Promise<SuggestedOrderRow[]> {
  const statement = preparedFor(
    db,
    `queue suggestions ${months.from.toISOString()} ${months.to.toISOString()}`,
    (name) =>
      db
        .select({
          id: sql<string>`queue.id`,
          orderId: sql<string>`queue.order_id`,
          createdAt: sql<string>`queue.created_at`,
          customerName: sql<string>`queue.customer_name`,
          city: sql<string>`queue.city`,
          subTotal: sql<Rupees>`queue.sub_total`,
          items: sql<number>`queue.items`,
          suggestions: sql<dashboard.SuggestedMerchant[] | null>`queue.suggestions`,
          assignment: sql<dashboard.SuggestedChoice[] | null>`queue.assignment`,
        })
        .from(sql`(${suggestionsStatement(months)}) as queue`)
        .orderBy(sql`queue.created_at`, sql`queue.id`)
        .prepare(name),
  );
  return (await statement.execute({ ids, times })) as SuggestedOrderRow[];
}
