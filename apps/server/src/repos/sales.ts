import { phoneSearchText, type sales } from '@satchel/api';
import {
  merchantDailySales,
  merchantSalesTotals,
  merchants,
  merchantWindowSales,
  merchantYearlySales,
  orderDailyTotals,
  productDailySales,
  productSalesTotals,
  products,
  productWindowSales,
  productYearlySales,
} from '@satchel/db/schema';
import { and, asc, count, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRange } from './business-day.js';
import type { Db } from './db.js';
import {
  contains,
  inStatement,
  keptTotal,
  type ListResult,
  preparedFor,
  shapeOrNone,
} from './list-query.js';
import { type Rupees, sumOf } from './money.js';
import { productCounters } from './products.js';
import { pageOfRankedSales } from './ranked-sales.js';
import { daysOutside, daysWithin, type RollupPlan, rollupPlan } from './sales-rollup.js';
import { windowOver } from './sales-windows.js';
import { type SoldProduct, type SoldProductsQuery, soldProductColumns } from './sold-product.js';

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
    .where(daysWithin(orderDailyTotals.day, range));
  return row ?? { revenue: '0.00', orders: 0 };
}

/**
 * Each product's quantity sold on the days `where` picks, as subquery `name` (drizzle names a
 * subquery's columns unqualified, so they carry its name).
 */
const soldOnDays = (db: Db, where: SQL, name: string) =>
  db
    .select({
      productId: productDailySales.productId,
      quantity: sql<number>`sum(${productDailySales.quantity})`.as(`${name}_quantity`),
    })
    .from(productDailySales)
    .where(where)
    .groupBy(productDailySales.productId)
    .as(name);

/**
 * Each product's quantity sold in delivered orders of `range` (ever when absent), off the rollups
 * as `plan` reads them.
 */
function soldIn(db: Db, range: DayRange | undefined, plan: RollupPlan | undefined) {
  if (!range || !plan) {
    return db
      .select({
        productId: productSalesTotals.productId,
        quantity: sql<number>`${productSalesTotals.quantity}`.as('sold_quantity'),
      })
      .from(productSalesTotals)
      .as('sold');
  }
  if (plan.side === 'inside') {
    return soldOnDays(db, daysWithin(productDailySales.day, range), 'sold');
  }
  const outside = soldOnDays(db, daysOutside(productDailySales.day, range), 'outside');
  return db
    .select({
      productId: productSalesTotals.productId,
      quantity: sql<number>`${productSalesTotals.quantity} - coalesce(${outside.quantity}, 0)`.as(
        'sold_quantity',
      ),
    })
    .from(productSalesTotals)
    .leftJoin(outside, eq(outside.productId, productSalesTotals.productId))
    .as('sold');
}

/** A page of the products `where` picks by the quantity `sold` gives each (none when absent). */
function pageBySoldQuantity(
  db: Db,
  sold: ReturnType<typeof soldIn>,
  where: SQL | undefined,
  query: SoldProductsQuery,
): Promise<SoldProduct[]> {
  const soldCount: SQL<number> = sql`coalesce(${sold.quantity}, 0)`.mapWith(Number);
  return db
    .select({ ...soldProductColumns, soldCount })
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(where)
    .orderBy(
      query.lowToHigh ? asc(soldCount) : desc(soldCount),
      asc(products.title),
      asc(products.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/**
 * A page of the products `where` picks by quantity sold in `query.range`: off the window or the
 * calendar year holding exactly its days, in the order of their rank index, else summed off the
 * daily rollups.
 */
async function pageOfSoldProducts(
  db: Db,
  where: SQL | undefined,
  query: SoldProductsQuery,
): Promise<SoldProduct[]> {
  const { range } = query;
  const window = range && (await windowOver(db, range));
  if (window !== undefined) {
    const ranking = { table: productWindowSales, rows: eq(productWindowSales.period, window) };
    return pageOfRankedSales(db, ranking, where, query);
  }
  const plan = range && (await rollupPlan(db, range));
  if (plan?.year === undefined) {
    return pageBySoldQuantity(db, soldIn(db, range, plan), where, query);
  }
  const ranking = { table: productYearlySales, rows: eq(productYearlySales.year, plan.year) };
  return pageOfRankedSales(db, ranking, where, query);
}

/** How many products `where` picks: all of them off the kept counters (no count of 20,000 rows). */
async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  if (where) {
    const [row] = await db.select({ total: count() }).from(products).where(where);
    return row?.total ?? 0;
  }
  const { rows } = await db.execute<{ total: string }>(
    sql`select ${keptTotal(productCounters, {})} as total`,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Products with the quantity sold in delivered orders (of `range`), a page of them by it, most
 * sold first unless `lowToHigh`, then by title: the quantities come from the rollups the order
 * and item triggers keep exact.
 */
export async function listSoldProducts(
  db: Db,
  query: SoldProductsQuery,
): Promise<{ products: SoldProduct[]; total: number }> {
  const where = and(
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.title?.trim() ? contains(products.title)(query.title.trim()) : undefined,
  );
  const [rows, total] = await Promise.all([
    pageOfSoldProducts(db, where, query),
    countProducts(db, where),
  ]);
  return { products: rows, total };
}

/** Each merchant's counters summed over the days `where` picks, as subquery `name`. */
const merchantDays = (db: Db, where: SQL, name: string) =>
  db
    .select({
      merchantId: merchantDailySales.merchantId,
      orders: sql<number>`sum(${merchantDailySales.orders})`.as(`${name}_orders`),
      fulfilled: sql<number>`sum(${merchantDailySales.fulfilled})`.as(`${name}_fulfilled`),
      accepted: sql<number>`sum(${merchantDailySales.accepted})`.as(`${name}_accepted`),
      rejected: sql<number>`sum(${merchantDailySales.rejected})`.as(`${name}_rejected`),
    })
    .from(merchantDailySales)
    .where(where)
    .groupBy(merchantDailySales.merchantId)
    .as(name);

type Counter = 'orders' | 'fulfilled' | 'accepted' | 'rejected';

/** The counters of the rows `where` picks of a rollup holding a whole period, as subquery counts. */
function periodCounts(
  db: Db,
  table: typeof merchantYearlySales | typeof merchantWindowSales,
  where: SQL,
) {
  const counter = (name: Counter) => sql<number>`${table[name]}`.as(`counts_${name}`);
  return db
    .select({
      merchantId: table.merchantId,
      orders: counter('orders'),
      fulfilled: counter('fulfilled'),
      accepted: counter('accepted'),
      rejected: counter('rejected'),
    })
    .from(table)
    .where(where)
    .as('counts');
}

/** The rollup that holds exactly a period's merchant counters, and the key of its rows. */
interface KeptPeriod {
  readonly table: typeof merchantWindowSales | typeof merchantYearlySales;
  /** The column that picks the period's rows, and its value. */
  readonly key: AnyPgColumn;
  readonly value: string | number;
}

/** Where a period's merchant counters come from: a kept period, or its days summed. */
type CountsSource = KeptPeriod | { readonly days: RollupPlan };

/** The window or the calendar year holding exactly the days of `range`, else its days. */
async function countsSourceOf(db: Db, range: DayRange): Promise<CountsSource> {
  const window = await windowOver(db, range);
  if (window !== undefined) {
    return { table: merchantWindowSales, key: merchantWindowSales.period, value: window };
  }
  const plan = await rollupPlan(db, range);
  if (plan.year !== undefined) {
    return { table: merchantYearlySales, key: merchantYearlySales.year, value: plan.year };
  }
  return { days: plan };
}

/** A kept period's counters, its key a placeholder (`period`) for a prepared statement. */
const keptCounts = (db: Db, { table, key }: KeptPeriod) =>
  periodCounts(db, table, eq(key, sql.placeholder('period')));

/** Each merchant's counters over `range`, off `source` (see `countsSourceOf`). */
function merchantCounts(db: Db, range: DayRange, source: CountsSource) {
  if (!('days' in source)) {
    return periodCounts(db, source.table, eq(source.key, source.value));
  }
  if (source.days.side === 'inside') {
    return merchantDays(db, daysWithin(merchantDailySales.day, range), 'counts');
  }
  const outside = merchantDays(db, daysOutside(merchantDailySales.day, range), 'outside');
  const less = (total: AnyPgColumn, name: Counter) =>
    sql<number>`${total} - coalesce(${outside[name]}, 0)`.as(`counts_${name}`);
  return db
    .select({
      merchantId: merchantSalesTotals.merchantId,
      orders: less(merchantSalesTotals.orders, 'orders'),
      fulfilled: less(merchantSalesTotals.fulfilled, 'fulfilled'),
      accepted: less(merchantSalesTotals.accepted, 'accepted'),
      rejected: less(merchantSalesTotals.rejected, 'rejected'),
    })
    .from(merchantSalesTotals)
    .leftJoin(outside, eq(outside.merchantId, merchantSalesTotals.merchantId))
    .as('counts');
}

/**
 * Each merchant's fulfilled, accepted and rejected orders placed in `range` (none cancelled),
 * read from the rollups the item triggers keep exact (an order counts once each): the rows of
 * the merchant-sales-track call, most fulfilled first, as the JSON array it answers. PostgreSQL
 * renders it: mapping and serialising some 800 merchants' rows in Node cost several times what
 * reading them does.
 */
export async function merchantSalesJson(db: Db, range: DayRange): Promise<string> {
  const counts = merchantCounts(db, range, await countsSourceOf(db, range));
  const row = db
    .select({
      id: sql`${merchants.id}`.as('id'),
      name: sql`${merchants.merchantName}`.as('name'),
      phone: sql`${merchants.phone}`.as('phone'),
      fulfilledCount: sql`${counts.fulfilled}`.as('fulfilledCount'),
      acceptedCount: sql`${counts.accepted}`.as('acceptedCount'),
      rejectedCount: sql`${counts.rejected}`.as('rejectedCount'),
    })
    .from(counts)
    .innerJoin(merchants, eq(merchants.id, counts.merchantId))
    .where(gt(counts.orders, 0))
    .as('row');
  const [answer] = await db
    .select({
      json: sql<string>`coalesce(json_agg(${sql.identifier('row')}
        order by ${row.fulfilledCount} desc, ${row.name}, ${row.id}), '[]')::text`,
    })
    .from(row);
  return answer?.json ?? '[]';
}

/** Which of a merchant's counters each order of the merchant rows goes by. */
const COUNTER_OF: Readonly<Record<sales.MerchantRowOrder, Counter>> = {
  fulfilledCount: 'fulfilled',
  acceptedCount: 'accepted',
  rejectedCount: 'rejected',
};

export interface MerchantRowsPageQuery {
  readonly page: number;
  readonly limit: number;
  /** -1: most first (the default), 1: fewest first. */
  readonly sort: 1 | -1;
  readonly q?: string | undefined;
  readonly orderBy?: sales.MerchantRowOrder | undefined;
}

/**
 * One page of `merchantSalesJson`'s rows over `range`: those whose name, id or phone holds `q`,
 * ordered by the chosen counter, then name and id, with how many there are. Some 800 rows are
 * ranked for a page of 10, but only the page is rendered and sent. Off a kept period (every
 * period once its window has moved), the statement is prepared once per shape, as a list's is.
 */
export async function merchantSalesPage(
  db: Db,
  range: DayRange,
  { page, limit, sort, q, orderBy = 'fulfilledCount' }: MerchantRowsPageQuery,
): Promise<ListResult<sales.MerchantSalesRow>> {
  const words = q?.trim() ?? '';
  const search = shapeOrNone(
    words === ''
      ? undefined
      : or(
          contains(merchants.merchantName, merchants.id)(words),
          contains(merchants.phone)(phoneSearchText(words)),
        ),
  );
  const offset = (page - 1) * limit;
  const pageOf = (counts: ReturnType<typeof merchantCounts>) => {
    const counter = counts[COUNTER_OF[orderBy]];
    return db
      .select({
        id: merchants.id,
        name: merchants.merchantName,
        phone: merchants.phone,
        fulfilledCount: sql<number>`${counts.fulfilled}`.mapWith(Number),
        acceptedCount: sql<number>`${counts.accepted}`.mapWith(Number),
        rejectedCount: sql<number>`${counts.rejected}`.mapWith(Number),
        // Counted beside the page: every matching row is ranked for it anyway.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(counts)
      .innerJoin(merchants, eq(merchants.id, counts.merchantId))
      .where(and(gt(counts.orders, 0), search.template))
      .orderBy(
        sort === -1 ? desc(counter) : asc(counter),
        asc(merchants.merchantName),
        asc(merchants.id),
      )
      .limit(inStatement(limit))
      .offset(offset === 0 ? inStatement(0) : sql.placeholder('offset'));
  };
  const source = await countsSourceOf(db, range);
  const values = { ...search.values, offset };
  const rows =
    'days' in source
      ? await pageOf(merchantCounts(db, range, source)).execute(values)
      : await preparedFor(
          db,
          `merchant rows ${source.key.name} ${orderBy} ${sort} ${limit} ${offset === 0} ${search.key}`,
          (name) => pageOf(keptCounts(db, source)).prepare(name),
        ).execute({ ...values, period: source.value });
  const counted = rows as (sales.MerchantSalesRow & { total: number })[];
  const [first] = counted;
  if (first === undefined && page > 1) {
    // Past the last page: the matching rows counted again, from the first page's total.
    const { total } = await merchantSalesPage(db, range, { limit, sort, q, orderBy, page: 1 });
    return { rows: [], total };
  }
  return {
    rows: counted.map(({ total: _, ...row }) => row),
    total: first?.total ?? 0,
  };
}
