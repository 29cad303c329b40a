import { sql } from 'drizzle-orm';
import { bigint, boolean, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * How many rows of a list's table have each value of the filters the list offers as choices (a
 * status, a flag, a type), kept exact by statement triggers on the table (migration 0021,
 * `list_totals_apply`, in the writing transaction). A list filtered by those choices alone, or
 * not at all, sums a few of these rows instead of counting the table (repos/list-totals.ts).
 * The columns are named as the table's own, so a list's filter rule applies to either. The
 * orders have theirs in `orderStatusTotals`.
 */

export const customerTotals = pgTable('customer_totals', {
  status: text('status').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

export const merchantTotals = pgTable('merchant_totals', {
  status: text('status').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

export const driverTotals = pgTable(
  'driver_totals',
  {
    status: text('status').notNull(),
    isAvailable: boolean('is_available').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'driver_totals_pkey', columns: [table.status, table.isAvailable] }),
  ],
);

export const productTotals = pgTable(
  'product_totals',
  {
    productType: text('product_type').notNull(),
    adminDisabled: boolean('admin_disabled').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'product_totals_pkey',
      columns: [table.productType, table.adminDisabled],
    }),
  ],
);

/**
 * Each driver's money from delivered orders (repos/drivers.ts `driversMoney`): the delivery
 * fees and tips they earned, and the whole bills of the cash orders they collected. Kept by the
 * same kind of triggers on `orders`, so a page of drivers reads ten rows, not their six thousand
 * orders. Beside them, what was settled of their earnings (`driverSettledTotals.earning`, kept
 * in the same statement by the settlements' trigger, migration 0044) and so what they are due,
 * which an index keeps in order: the Dashboard reads the largest amounts off it.
 */
export const driverDeliveredTotals = pgTable(
  'driver_delivered_totals',
  {
    driverId: text('driver_id').primaryKey(),
    earned: numeric('earned').notNull(),
    collected: numeric('collected').notNull(),
    settledEarning: numeric('settled_earning').notNull().default('0'),
    due: numeric('due').generatedAlwaysAs(sql`greatest(round(earned, 2) - settled_earning, 0)`),
  },
  (table) => [
    index('driver_delivered_totals_due_idx')
      .on(table.due.desc(), table.driverId)
      .where(sql`${table.due} > 0`),
  ],
);

/**
 * Each merchant's earnings from delivered orders (repos/merchant-earnings.ts: its items' price
 * × quantity) and what was settled to it, kept by triggers on `orders`, `order_items` and
 * `merchant_settlements` (migration 0027, in the writing transaction): the Dashboard's money due
 * reads a row per merchant, not every delivered item and settlement, and the largest amounts due
 * off an index of them (migration 0044).
 */
export const merchantMoneyTotals = pgTable(
  'merchant_money_totals',
  {
    merchantId: text('merchant_id').primaryKey(),
    earned: numeric('earned').notNull(),
    settled: numeric('settled').notNull().default('0'),
    due: numeric('due').generatedAlwaysAs(sql`greatest(round(earned, 2) - settled, 0)`),
  },
  (table) => [
    index('merchant_money_totals_due_idx')
      .on(table.due.desc(), table.merchantId)
      .where(sql`${table.due} > 0`),
  ],
);

/**
 * What was settled to each driver, by type (`driver_settlements`), kept by its triggers
 * (migration 0027): beside `driverDeliveredTotals`, what each driver is due in a row.
 */
export const driverSettledTotals = pgTable('driver_settled_totals', {
  driverId: text('driver_id').primaryKey(),
  earning: numeric('earning').notNull(),
  cashCollected: numeric('cash_collected').notNull(),
});
