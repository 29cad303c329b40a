import type { Day } from '@satchel/api';
import { merchantSettlements, merchants, orderItems, orders, products } from '@satchel/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { withinBusinessDays } from './business-day.js';
import type { Db } from './db.js';
import { dueOf, type Rupees, sumOf } from './money.js';

/** What a merchant earned (its items of delivered orders), was paid, and is still owed. */
export interface MerchantEarnings {
  earned: Rupees;
  settled: Rupees;
  due: Rupees;
}

/** The merchant's items in delivered orders: the one definition of what a merchant earns. */
const deliveredItemsOf = (merchantId: string) =>
  and(eq(orderItems.merchantId, merchantId), eq(orders.status, 'delivered'));

export async function merchantEarnings(db: Db, merchantId: string): Promise<MerchantEarnings> {
  const earned = sql`(select ${sumOf(sql`${orderItems.price} * ${orderItems.quantity}`)}
    from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${deliveredItemsOf(merchantId)})`;
  const settled = sql`(select ${sumOf(sql`${merchantSettlements.amount}`)}
    from ${merchantSettlements} where ${eq(merchantSettlements.merchantId, merchantId)})`;
  const result = await db.execute<Record<keyof MerchantEarnings, Rupees>>(sql`
    select e.earned, e.settled, ${dueOf(sql`e.earned`, sql`e.settled`)} as due
    from (select ${earned} as earned, ${settled} as settled) as e`);
  const { earned: total, settled: paid, due } = result.rows[0]!;
  return { earned: total, settled: paid, due };
}

/** One line of the earning report: an item of a delivered order and what it earned. */
export interface EarningRecord {
  orderId: string;
  orderNumber: string;
  deliveredAt: Date;
  merchantId: string;
  storeName: string;
  merchantName: string;
  itemId: string;
  productId: string | null;
  bundleId: string | null;
  title: string | null;
  price: Rupees;
  quantity: number;
  amount: Rupees;
}

/**
 * The earnings (of every merchant, or of `merchantId`) from orders delivered on the business
 * days `from` … `to`, by delivery time: the rows of the earning report CSV. Empty when nothing
 * was delivered.
 */
export function earningRecords(
  db: Db,
  range: { from: Day; to: Day; merchantId?: string | undefined },
): Promise<EarningRecord[]> {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderId,
      deliveredAt: sql<Date>`${orders.deliveredAt}`.mapWith(orders.deliveredAt),
      merchantId: merchants.id,
      storeName: merchants.storeName,
      merchantName: merchants.merchantName,
      itemId: orderItems.id,
      productId: orderItems.productId,
      bundleId: orderItems.bundleId,
      title: products.title,
      price: orderItems.price,
      quantity: orderItems.quantity,
      amount: sql<Rupees>`(${orderItems.price} * ${orderItems.quantity})::numeric(12,2)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(merchants, eq(merchants.id, orderItems.merchantId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.status, 'delivered'),
        withinBusinessDays(orders.deliveredAt, range.from, range.to),
        range.merchantId === undefined ? undefined : eq(orderItems.merchantId, range.merchantId),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id), asc(orderItems.id));
}
