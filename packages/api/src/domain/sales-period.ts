import { addDays, businessDay, type Day } from './business-day.js';

/** The Sales Management screen's periods (spec part 2 §7, §9), in its selector's order. */
export const salesPeriods = ['day', 'week', 'month', '3months', '6months', 'year'] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

/** The first day of the month `count` months after `day`'s month (before, when negative). */
const monthStart = (day: Day, count: number): Day => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 10);
};

/** `day` in the month `count` months away, on its last day when that month is shorter. */
const addMonths = (day: Day, count: number): Day => {
  const start = monthStart(day, count);
  const lastDay = addDays(monthStart(day, count + 1), -1);
  const wanted = `${start.slice(0, 8)}${day.slice(8)}`;
  return wanted > lastDay ? lastDay : wanted;
};

/**
 * The business days (India's) a period covers up to `now`, both ends included (design.md §4):
 * today; this week from Monday; this month from the 1st; the last 3 or 6 months (from the day
 * after the same date 3 or 6 months back, so 15 Mar → 16 Dec … 15 Mar); this calendar year.
 */
export const salesPeriodDays = (period: SalesPeriod, now: Date = new Date()) => {
  const to = businessDay(now);
  const weekday = (new Date(`${to}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from: Day = {
    day: to,
    week: addDays(to, -weekday),
    month: monthStart(to, 0),
    '3months': addDays(addMonths(to, -3), 1),
    '6months': addDays(addMonths(to, -6), 1),
    year: `${to.slice(0, 4)}-01-01`,
  }[period];
  return { from, to };
};
