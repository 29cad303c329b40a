import { orderDailyTotals } from '@satchel/db/schema';
import { between, not, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import type { DayRange } from './sales.js';

/**
 * How to read a period's sales off the daily rollups: summing the days `inside` it, or the
 * all-time totals less the days `outside` it, whichever holds fewer orders (a year of a
 * million orders is the totals less nothing). The order counters tell, in some 3,000 rows.
 */
export async function rollupSide(db: Db, range: DayRange): Promise<'inside' | 'outside'> {
  const within = between(orderDailyTotals.day, range.from, range.to);
  const [row] = await db
    .select({
      inside: sql`coalesce(sum(${orderDailyTotals.orders}) filter (where ${within}), 0)`.mapWith(
        Number,
      ),
      outside:
        sql`coalesce(sum(${orderDailyTotals.orders}) filter (where ${not(within)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderDailyTotals);
  return row && row.outside < row.inside ? 'outside' : 'inside';
}
