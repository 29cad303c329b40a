import { products, type productWindowSales, type productYearlySales } from '@satchel/db/schema';
import { and, asc, count, desc, eq, gt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { type SoldProduct, type SoldProductsQuery, soldProductColumns } from './sold-product.js';

/** One half of the products in page order: its rows from `offset`, and how many it holds. */
interface Half {
  rows(offset: number, limit: number): Promise<SoldProduct[]>;
  count(): Promise<number>;
}

/**
 * A rollup that ranks products by quantity sold, indexed on it: a calendar year's rows of
 * `product_yearly_sales`, or a window's of `product_window_sales`.
 */
export interface ProductRanking {
  readonly table: typeof productYearlySales | typeof productWindowSales;
  /** Picks its year's or its window's rows. */
  readonly rows: SQL;
}

/**
 * A page of the products `where` picks by quantity sold as `ranking` holds it, read off its
 * rollup in the order of its index: the products that sold (by quantity, then title), and the
 * products that did not (by title), the latter first when `lowToHigh`. Neither half sorts every
 * product, so a page takes a few index reads however many products there are.
 */
export async function pageOfRankedSales(
  db: Db,
  ranking: ProductRanking,
  where: SQL | undefined,
  query: SoldProductsQuery,
): Promise<SoldProduct[]> {
  const { table } = ranking;
  const soldRows = and(ranking.rows, gt(table.quantity, 0));
  const sold: Half = {
    rows: (offset, limit) =>
      db
        .select({ ...soldProductColumns, soldCount: table.quantity })
        .from(table)
        .innerJoin(products, eq(products.id, table.productId))
        .where(and(soldRows, where))
        .orderBy(
          query.lowToHigh ? asc(table.quantity) : desc(table.quantity),
          asc(products.title),
          asc(products.id),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ count: count() })
        .from(table)
        .innerJoin(products, eq(products.id, table.productId))
        .where(and(soldRows, where));
      return row?.count ?? 0;
    },
  };
  const unsoldWhere = and(
    where,
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(soldRows, eq(table.productId, products.id))),
    ),
  );
  const unsold: Half = {
    rows: (offset, limit) =>
      db
        .select({ ...soldProductColumns, soldCount: sql<number>`0`.mapWith(Number) })
        .from(products)
        .where(unsoldWhere)
        .orderBy(asc(products.title), asc(products.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ count: count() }).from(products).where(unsoldWhere);
      return row?.count ?? 0;
    },
  };
  const [first, second] = query.lowToHigh ? [unsold, sold] : [sold, unsold];
  const offset = (query.page - 1) * query.limit;
  const rows = await first.rows(offset, query.limit);
  if (rows.length === query.limit) return rows;
  // The first half ends on this page or before it: the second goes on from where it ends.
  const skipped = rows.length > 0 ? 0 : offset - (await first.count());
  return [...rows, ...(await second.rows(skipped, query.limit - rows.length))];
}
