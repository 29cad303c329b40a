import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** The order numbers the writer gives, so that its orders are found and removed afterwards. */
const ORDER_PREFIX = 'BENCH-WRITE-';

export interface OrderWriter {
  /** Stops writing; answers how many orders were written and at what rate they came. */
  stop(): Promise<{ readonly written: number; readonly perSecond: number }>;
}

export interface OrderWriterOptions {
  /**
   * Each order delivered, its item by the possible merchant, so that every write moves the sales
   * rollups too (the product's and the merchant's day, week, month, … and year).
   */
  readonly delivered?: boolean;
}

/**
 * Places orders at a steady `perSecond` while a benchmark measures, as the marketplace would
 * (the console has no call that places one: the marketplace writes them to the shared database):
 * each a placed order of one item of a product with a possible merchant, in one statement, so
 * every write moves the counters, the indexes the Dashboard reads and the assignment queue, and
 * notifies the change stream. A write late on the schedule is not made up twice.
 */
export async function startOrderWriter(
  pool: pg.Pool,
  perSecond: number,
  { delivered = false }: OrderWriterOptions = {},
): Promise<OrderWriter> {
  const { rows } = await pool.query<{
    customer_id: string;
    product_id: string;
    merchant_id: string;
  }>(
    `select (select id from customers limit 1) as customer_id, items.product_id,
            possible.merchant_id
     from order_item_possible_merchants as possible
     join order_items as items on items.id = possible.order_item_id
     where items.product_id is not null
     limit 1`,
  );
  const source = rows[0];
  if (!source) throw new Error('The benchmark data set has no item with a possible merchant');
  let writing = true;
  let written = 0;
  const start = performance.now();
  const loop = (async () => {
    while (writing) {
      const due = start + (written * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (!writing) break;
      const n = `${Date.now().toString(16)}${written.toString(16).padStart(8, '0')}`;
      await pool.query(
        `with placed as (
           insert into orders (id, order_id, customer_id, sub_total, payment_method,
             payment_status, customer_name, customer_phone, address_line1, city, state,
             postal_code, latitude, longitude, status, delivered_at)
           values (lpad($1, 24, '0'), $2, $3, 120, 'cod', 'unpaid', 'Dashboard bench',
             '9000000001', '1 Road', 'Pune', 'Maharashtra', '411004', 18.52, 73.85,
             case when $6 then 'delivered' else 'placed' end, case when $6 then now() end)
           returning id, created_at),
         item as (
           insert into order_items (id, order_id, order_created_at, product_id, price, quantity,
             merchant_id, item_status)
           select lpad($1 || 'a', 24, '0'), id, created_at, $4, 60, 2, case when $6 then $5 end,
             case when $6 then 'delivered' else 'placed' end
           from placed
           returning id, order_created_at)
         insert into order_item_possible_merchants (order_item_id, order_created_at, merchant_id)
         select id, order_created_at, $5 from item`,
        [
          n,
          `${ORDER_PREFIX}${n}`,
          source.customer_id,
          source.product_id,
          source.merchant_id,
          delivered,
        ],
      );
      written += 1;
    }
  })();
  return {
    async stop() {
      writing = false;
      await loop;
      const seconds = (performance.now() - start) / 1000;
      return { written, perSecond: written / seconds };
    },
  };
}

/** Removes the writer's orders, so that the data set stays what its label says. */
export async function removeWrittenOrders(pool: pg.Pool): Promise<void> {
  await pool.query('delete from orders where order_id like $1', [`${ORDER_PREFIX}%`]);
}
