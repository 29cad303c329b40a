import { orderDailyTotals } from '@satchel/db/schema';
import { and, between, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DayRange } from './business-day.js';
import type { Db } from './db.js';

/** Rollup rows of the days in `range`. */
export const daysWithin = (day: AnyPgColumn, range: DayRange): SQL =>
  between(day, range.from, range.to);

/**
 * Rollup rows of the days before or after `range`: two ranges of the primary key, whose leading
 * column is the day (NOT BETWEEN would read every row to find that there are none).
 */
export const daysOutside = (day: AnyPgColumn, range: DayRange): SQL =>
  or(lt(day, range.from), gt(day, range.to)) as SQL;

/** How to read a period's sales off the rollups. */
export interface RollupPlan {
  /**
   * Summing the days `inside` the period, or the all-time totals less the days `outside` it,
   * whichever holds fewer orders (a year of a million orders is the totals less nothing).
   */
  readonly side: 'inside' | 'outside';
  /**
   * The calendar year the period is, when it runs from 1 January to the year's last order so
   * far ("This Year"): that year's own rollup holds exactly its sales.
   */
  readonly year?: number | undefined;
}

/** The order counters tell which plan reads fewer rows, in some 3,000 rows of theirs. */
export async function rollupPlan(db: Db, range: DayRange): Promise<RollupPlan> {
  const year = range.from.slice(0, 4);
  const laterInYear = and(
    gt(orderDailyTotals.day, range.to),
    lte(orderDailyTotals.day, `${year}-12-31`),
  );
  const ordersWhere = (where: SQL | undefined) =>
    sql`coalesce(sum(${orderDailyTotals.orders}) filter (where ${where}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      inside: ordersWhere(daysWithin(orderDailyTotals.day, range)),
      outside: ordersWhere(daysOutside(orderDailyTotals.day, range)),
      laterInYear: ordersWhere(laterInYear),
    })
    .from(orderDailyTotals);
  const wholeYearSoFar =
    range.from === `${year}-01-01` && range.to.startsWith(year) && row?.laterInYear === 0;
  return {
    side: row && row.outside < row.inside ? 'outside' : 'inside',
    year: wholeYearSoFar ? Number(year) : undefined,
  };
}
