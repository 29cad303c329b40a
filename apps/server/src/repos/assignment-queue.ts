import type { dashboard } from '@satchel/api';
import { orderItems, orders, waitingOrders } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { inStatement, preparedFor } from './list-query.js';
import type { Rupees } from './money.js';
import { type QueueMonths, suggestedOrders } from './queue-suggestions.js';

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

/** A page of the queue's orders as `queuedOrders` reads them, and their months. */
interface QueuedPage {
  readonly ids: string[];
  /** Their times as PostgreSQL's text, to the microsecond, as the partitions are keyed. */
  readonly times: string[];
  readonly months: QueueMonths;
}

interface QueuedRow {
  readonly id: string;
  readonly createdAt: string;
  readonly monthFrom: number;
  readonly monthTo: number;
}

/**
 * The statement reading a page of `limit` orders off the waiting orders' queue index (migration
 * 0042), oldest first, after an anchor order (placeholders) when `after`: built and prepared once
 * per page size and kind (`preparedFor`).
 */
const queuedOrdersStatement = (db: Db, limit: number, after: boolean) =>
  preparedFor(db, `queue page ${limit} ${after}`, (name) =>
    db
      .select({
        id: waitingOrders.id,
        createdAt: sql<string>`${waitingOrders.createdAt}::text`,
        // The order's month and the next, as the partitions have them (order_month_start,
        // migration 0034), in seconds since 1970.
        monthFrom: sql<number>`extract(epoch from order_month_start(${waitingOrders.createdAt}))::float8`,
        monthTo: sql<number>`extract(epoch from order_month_start(
          order_month_start(${waitingOrders.createdAt}) + interval '32 days'))::float8`,
      })
      .from(waitingOrders)
      .where(
        sql`${waitingOrders.status} = 'placed' and ${waitingOrders.unassignedItems} > 0 ${
          after
            ? sql`and (${waitingOrders.createdAt}, ${waitingOrders.id})
                    > (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('after')})`
            : sql``
        }`,
      )
      .orderBy(waitingOrders.createdAt, waitingOrders.id)
      .limit(inStatement(limit))
      .prepare(name),
  );

/**
 * The orders of a page of the queue (`limit` entries after the order `after`), their times and
 * the months they span; undefined when the page is empty.
 */
async function queuedOrders(
  db: Db,
  { after, limit }: { after?: string | undefined; limit: number },
): Promise<QueuedPage | undefined> {
  let afterTime: string | undefined;
  if (after !== undefined) {
    afterTime = await anchorTime(db, after);
    if (afterTime === undefined) return undefined;
  }
  const statement = queuedOrdersStatement(db, limit, after !== undefined);
  const rows = (await statement.execute({ after, afterTime })) as QueuedRow[];
  const [first] = rows;
  const last = rows.at(-1);
  if (!first || !last) return undefined;
  return {
    ids: rows.map((row) => row.id),
    times: rows.map((row) => row.createdAt),
    months: { from: new Date(first.monthFrom * 1000), to: new Date(last.monthTo * 1000) },
  };
}

/**
 * A page of the queue, oldest first (`limit` entries after the order `after`), each with its
 * suggested merchants: the page's orders off the waiting orders (`queuedOrders`), then the rest in
 * one statement of their months (queue-suggestions.ts).
 */
export async function queuePage(
  db: Db,
  page: { after?: string | undefined; limit: number },
): Promise<QueuedOrder[]> {
  const queued = await queuedOrders(db, page);
  if (!queued) return [];
  const rows = await suggestedOrders(db, queued.months, queued);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    placedAt: new Date(row.createdAt),
    customer: row.customerName,
    city: row.city,
    subTotal: row.subTotal,
    items: row.items,
    suggestions: row.suggestions ?? [],
    assignment: row.assignment,
  }));
}
