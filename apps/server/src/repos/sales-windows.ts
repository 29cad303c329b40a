import { type SalesPeriod, salesPeriodDays, salesPeriods } from '@satchel/api';
import { salesWindows } from '@satchel/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { DayRange } from './business-day.js';
import type { Db } from './db.js';

/**
 * The periods with a window rollup of their own (migration 0036); the year has its calendar
 * year's rollup (0012, 0013).
 */
export const WINDOW_PERIODS = salesPeriods.filter(
  (period): period is Exclude<SalesPeriod, 'year'> => period !== 'year',
);

/** The window that holds exactly the days of `range`, when one does. */
export async function windowOver(db: Db, range: DayRange): Promise<string | undefined> {
  const [row] = await db
    .select({ period: salesWindows.period })
    .from(salesWindows)
    .where(and(eq(salesWindows.fromDay, range.from), eq(salesWindows.toDay, range.to)))
    .limit(1);
  return row?.period;
}

/**
 * Moves each window onto its period as of `now` (on the primary): the first move of a business
 * day adds the day gained and subtracts the day lost; later ones find the windows there. Until a
 * window is moved, its period is summed off the daily rollups (exact, only slower).
 */
export async function moveSalesWindows(db: Db, now: Date): Promise<void> {
  const windows = await db.select().from(salesWindows);
  for (const period of WINDOW_PERIODS) {
    const range = salesPeriodDays(period, now);
    const window = windows.find((row) => row.period === period);
    if (window?.fromDay === range.from && window.toDay === range.to) continue;
    await db.execute(sql`select sales_window_move(${period}, ${range.from}, ${range.to})`);
  }
}
