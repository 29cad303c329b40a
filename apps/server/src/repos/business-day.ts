import { BUSINESS_TIME_ZONE, type Day } from '@satchel/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The business days a figure covers, both included. */
export interface DayRange {
  readonly from: Day;
  readonly to: Day;
}

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
