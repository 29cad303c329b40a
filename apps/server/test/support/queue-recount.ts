import { dashboard } from '@satchel/api';
import { merchants, orderItems, orders } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import type { QueuedOrder } from '../../src/repos/assignment-queue.js';
import type { Db } from '../../src/repos/db.js';
import { possibleMerchantsOfItems } from '../../src/repos/possible-merchants.js';

const distanceKm = sql`6371 * sqrt(
  power(radians((${merchants.latitude} - page.latitude)::float8), 2)
  + power(radians((${merchants.longitude} - page.longitude)::float8)
          * cos(radians(((${merchants.latitude} + page.latitude) / 2)::float8)), 2))`;

/**
 * The queue entries of the orders `ids` (in that order) worked out the plain way, as the queue
 * did at every read before the writing transactions kept them (migration 0045): every table read
 * by the orders' ids, the possible merchants by `possibleMerchantsOfItems` (the rule the order's
 * page and assigning use), the ranking written out once per step. What the queue shows must
 * equal this.
 */
export async function recountedQueueEntries(db: Db, ids: string[]): Promise<QueuedOrder[]> {
  if (ids.length === 0) return [];
  const idList = sql`${sql.param(ids)}::text[]`;
  const ofPage = sql`${orderItems.orderId} = any(${idList})`;
  const possible = possibleMerchantsOfItems(db, ofPage);
  const { rows } = await db.execute<{
    id: string;
    order_id: string;
    created_at: string;
    customer_name: string;
    city: string;
    sub_total: string;
    items: number;
    suggestions: dashboard.SuggestedMerchant[] | null;
    assignment: dashboard.SuggestedChoice[] | null;
  }>(sql`
    with page as (
      select ${orders.id} as id, ${orders.orderId} as order_id, ${orders.createdAt} as created_at,
             ${orders.customerName} as customer_name, ${orders.city} as city,
             ${orders.subTotal} as sub_total, ${orders.latitude} as latitude,
             ${orders.longitude} as longitude
      from ${orders} where ${orders.id} = any(${idList})
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
           (select coalesce(sum(items), 0)::integer from product_items
            where order_id = page.id) as items,
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
    from page`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        orderId: row.order_id,
        placedAt: new Date(row.created_at),
        customer: row.customer_name,
        city: row.city,
        subTotal: row.sub_total,
        items: Number(row.items),
        suggestions: row.suggestions ?? [],
        assignment: row.assignment,
      },
    ];
  });
}
