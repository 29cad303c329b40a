import type { dashboard } from '@satchel/api';
import { orders, waitingOrders } from '@satchel/db/schema';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { preparedFor } from './list-query.js';
import type { Rupees } from './money.js';

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
 * The orders `ids` placed at `times` (placeholders: the page, read off the waiting orders), each
 * with its suggested merchants: its row of the orders beside its entry of the waiting orders,
 * where the transactions that change what the suggestions are worked out from keep them
 * (`waiting_orders_suggest`, migration 0045).
 */
function suggestionsStatement(months: QueueMonths): SQL {
  return sql`
    select ${orders.id} as id, ${orders.orderId} as order_id, ${orders.createdAt} as created_at,
           ${orders.customerName} as customer_name, ${orders.city} as city,
           ${orders.subTotal} as sub_total, ${waitingOrders.items} as items,
           ${waitingOrders.suggestions} as suggestions, ${waitingOrders.assignment} as assignment
    from ${orders}
    join ${waitingOrders} on ${waitingOrders.id} = ${orders.id}
    where ${orders.id} = any(${sql.placeholder('ids')}::text[])
      and ${orders.createdAt} = any(${sql.placeholder('times')}::timestamptz[])
      and ${withinMonths(orders.createdAt, months)}`;
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
