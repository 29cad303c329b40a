import { type AnyColumn, sql } from 'drizzle-orm';
import { check, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../id.js';

/** The primary key of a business row: 24 lowercase hex characters (design.md §4). */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** Every row records when it was made. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A job's state (an export, a bulk run): one of the contract's `states`, from `initial` on. */
export const jobStateColumn = <const States extends readonly [string, ...string[]]>(
  states: States,
  initial: States[number],
) => text('state', { enum: states }).notNull().default(initial);

/** When a job (an export, a bulk run) ended, however it ended; null while it runs. */
export const finishedAtColumn = () => timestamp('finished_at', { withTimezone: true });

/** Rupees with paise: exact, and read back by drizzle as a string, never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A percentage with two decimals (discounts, taxes, coupon values). */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** A latitude or longitude in degrees, to about ten centimetres. */
export const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });

/** CHECK that an id column holds 24 lowercase hex characters. */
export const idCheck = (table: string, column: AnyColumn) =>
  check(`${table}_id_format`, sql`${column} ~ '^[0-9a-f]{24}$'`);

/** CHECK that a text column holds one of `values` (constants of this schema, never user input). */
export const oneOf = (name: string, column: AnyColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

/** CHECK that a text column holds exactly `digits` decimal digits (phones, PIN codes). */
export const digitsCheck = (name: string, column: AnyColumn, digits: number) =>
  check(name, sql`${column} ~ ${sql.raw(`'^[0-9]{${digits}}$'`)}`);

/** CHECK that a percentage lies between 0 and 100. */
export const percentRange = (name: string, column: AnyColumn) =>
  check(name, sql`${column} between 0 and 100`);
