import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The marketplace's business day is India's, whatever the server's zone (design.md §4). */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A day as 'YYYY-MM-DD', read in the business time zone. */
export type Day = string;

/** The business day of a timestamptz column, as a SQL date. */
export const businessDayOf = (column: AnyPgColumn): SQL =>
  sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The instant the business day `day` begins. */
const startOf = (day: SQL): SQL => sql`((${day})::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/**
 * `column` falls on one of the business days `from` … `to` (both included). Written as a range
 * on the column itself so that its index serves it.
 */
export const withinBusinessDays = (column: AnyPgColumn, from: Day, to: Day): SQL =>
  sql`${column} >= ${startOf(sql`${from}::date`)} and ${column} < ${startOf(sql`${to}::date + 1`)}`;
