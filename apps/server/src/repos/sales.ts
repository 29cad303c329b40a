import type { Day } from '@satchel/api';
import {
  merchants,
  type OrderItemStatus,
  orderDailyTotals,
  orderItems,
  orders,
  products,
} from '@satchel/db/schema';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { withinBusinessDays } from './business-day.js';
import type { Db } from './db.js';
import { contains } from './list-query.js';
import { type Rupees, sumOf } from './money.js';

/** The business days a figure covers, both included. */
export interface DayRange {
  readonly from: Day;
  readonly to: Day;
}

export interface SalesSummary {
  readonly revenue: Rupees;
  readonly orders: number;
}

/**
 * Revenue (sub-totals of delivered orders) and orders (all but cancelled) placed in `range`,
 * read from the per-day counters the order triggers keep exact: a year is some 3,000 rows.
 */
export async function salesSummary(db: Db, range: DayRange): Promise<SalesSummary> {
  const [row] = await db
    .select({
      revenue: sumOf(
        sql`case when ${orderDailyTotals.status} = 'delivered' then ${orderDailyTotals.subTotal} end`,
      ).mapWith(String),
      orders:
        sql`coalesce(sum(${orderDailyTotals.orders}) filter (where ${ne(orderDailyTotals.status, 'cancelled')}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderDailyTotals)
    .where(between(orderDailyTotals.day, range.from, range.to));
  return row ?? { revenue: '0.00', orders: 0 };
}

export interface SoldProductsQuery {
  readonly page: number;
  readonly limit: number;
  readonly categoryId?: string | undefined;
  readonly title?: string | undefined;
  readonly lowToHigh: boolean;
  /** Every sale ever when absent. */
  readonly range?: DayRange | undefined;
}

export interface SoldProduct {
  readonly id: string;
  readonly title: string;
  readonly images: string[];
  readonly categoryId: string;
  readonly soldCount: number;
}

/** Products with the quantity sold in delivered orders (of `range`), a page of them by it. */
export async function listSoldProducts(
  db: Db,
  query: SoldProductsQuery,
): Promise<{ products: SoldProduct[]; total: number }> {
  const sold = db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})`.as('quantity'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.status, 'delivered'),
        isNotNull(orderItems.productId),
        query.range && withinBusinessDays(orders.createdAt, query.range.from, query.range.to),
      ),
    )
    .groupBy(orderItems.productId)
    .as('sold');
  const where = and(
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.title?.trim() ? contains(products.title)(query.title.trim()) : undefined,
  );
  const soldCount: SQL<number> = sql`coalesce(${sold.quantity}, 0)`.mapWith(Number);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        images: products.images,
        categoryId: products.categoryId,
        soldCount,
      })
      .from(products)
      .leftJoin(sold, eq(sold.productId, products.id))
      .where(where)
      .orderBy(
        query.lowToHigh ? asc(soldCount) : desc(soldCount),
        asc(products.title),
        asc(products.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: counted?.total ?? 0 };
}

export interface MerchantSales {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly fulfilled: number;
  readonly accepted: number;
  readonly rejected: number;
}

/** Orders counted once per merchant whose item in it is in one of `statuses`. */
const ordersWithItem = (statuses: readonly OrderItemStatus[]): SQL<number> =>
  sql`count(distinct ${orderItems.orderId}) filter (where ${inArray(orderItems.itemStatus, [...statuses])})`.mapWith(
    Number,
  );

/** Each merchant's fulfilled, accepted and rejected orders placed in `range` (none cancelled). */
export async function merchantSales(db: Db, range: DayRange): Promise<MerchantSales[]> {
  const fulfilled = ordersWithItem(['delivered']);
  return db
    .select({
      id: merchants.id,
      name: merchants.merchantName,
      phone: merchants.phone,
      fulfilled,
      accepted: ordersWithItem(['merchantAccepted', 'readyToPick', 'delivered']),
      rejected: ordersWithItem(['merchantRejected']),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(merchants, eq(merchants.id, orderItems.merchantId))
    .where(
      and(
        ne(orders.status, 'cancelled'),
        withinBusinessDays(orders.createdAt, range.from, range.to),
      ),
    )
    .groupBy(merchants.id)
    .orderBy(desc(fulfilled), asc(merchants.merchantName), asc(merchants.id));
}
