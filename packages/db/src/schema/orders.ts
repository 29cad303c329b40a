import { type dashboard, orders as orderContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../id.js';
import { products } from './catalogue.js';
import { coordinate, createdAtColumn, idCheck, money, oneOf } from './columns.js';
import { customers } from './customers.js';
import { drivers } from './drivers.js';
import { coupons } from './marketing.js';
import { merchants } from './merchants.js';
import { bundles } from './schools.js';

/** The wire's order statuses (the contract owns these lists). */
export const orderStatuses = orderContract.orderStatuses;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderItemStatuses = orderContract.itemStatuses;
export type OrderItemStatus = (typeof orderItemStatuses)[number];

export const paymentMethods = orderContract.paymentMethods;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = orderContract.paymentStatuses;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A charge added to an order, never negative. */
const charge = (name: string) => money(name).notNull().default('0');

/**
 * The id of a row of a table partitioned by month (migration 0034): its primary key is the id
 * with the month's column, as PostgreSQL requires; the 96 random bits keep the id unique alone.
 */
const partitionedIdColumn = () => text('id').notNull().$defaultFn(newId);

/**
 * The time of the order a row hangs off (migration 0034): the partition key of the rows of an
 * order, so that an order and its items, offers and possible merchants share one month.
 */
const orderCreatedAtColumn = () => timestamp('order_created_at', { withTimezone: true }).notNull();

/** Partitioned by India month of `created_at` (migration 0034, docs/partitions.md). */
export const orders = pgTable(
  'orders',
  {
    id: partitionedIdColumn(),
    /** The human order number, e.g. 'SAT-2611-000123'. */
    orderId: text('order_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull().default('placed'),
    /** The order time. */
    createdAt: createdAtColumn(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The sum of its items' price × quantity. */
    subTotal: money('sub_total').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    // The customer's contact as it was when ordering.
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    // Billing address.
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    // Additional charges.
    deliveryFee: charge('delivery_fee'),
    platformFee: charge('platform_fee'),
    handlingFee: charge('handling_fee'),
    smallCartFee: charge('small_cart_fee'),
    tip: charge('tip'),
    otherFees: charge('other_fees'),
    driverId: text('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    couponId: text('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ name: 'orders_pkey', columns: [table.id, table.createdAt] }),
    idCheck('orders', table.id),
    oneOf('orders_status_value', table.status, orderStatuses),
    oneOf('orders_payment_method_value', table.paymentMethod, paymentMethods),
    oneOf('orders_payment_status_value', table.paymentStatus, paymentStatuses),
    check(
      'orders_delivered_at_iff_delivered',
      sql`(${table.status} = 'delivered') = (${table.deliveredAt} is not null)`,
    ),
    check('orders_sub_total_not_negative', sql`${table.subTotal} >= 0`),
    check(
      'orders_charges_not_negative',
      sql`${table.deliveryFee} >= 0 and ${table.platformFee} >= 0 and ${table.handlingFee} >= 0 and ${table.smallCartFee} >= 0 and ${table.tip} >= 0 and ${table.otherFees} >= 0`,
    ),
    // Pattern ops: besides finding one order id, the index serves the list's order id filter,
    // which matches a prefix (`order_id LIKE 'SAT-2611-%'`) whatever the database's collation.
    // Unique per month's partition; the number embeds its month, so unique everywhere.
    uniqueIndex('orders_order_id_key').on(table.orderId.op('text_pattern_ops'), table.createdAt),
    // The list's orderings, newest or oldest first with id breaking ties. Plain ascending keys:
    // read forwards they give ASC NULLS LAST and backwards DESC NULLS FIRST, exactly the ORDER BY
    // of listPage (a `.desc()` key is DESC NULLS LAST, which that ORDER BY cannot use).
    index('orders_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('orders_created_at_idx').on(table.createdAt, table.id),
    index('orders_payment_method_idx').on(table.paymentMethod, table.createdAt, table.id),
    index('orders_payment_status_idx').on(table.paymentStatus, table.createdAt, table.id),
    // The earning report reads delivered orders by delivery time.
    index('orders_delivered_at_idx').on(table.deliveredAt),
    index('orders_customer_id_idx').on(table.customerId),
    index('orders_driver_id_idx').on(table.driverId),
    index('orders_coupon_id_idx').on(table.couponId),
    index('orders_customer_phone_idx').on(table.customerPhone),
    index('orders_customer_name_trgm_idx').using('gin', sql`${table.customerName} gin_trgm_ops`),
    // The Dashboard's "ready to pick, no driver" tile: few rows at any size, counted and aged
    // off this index alone (migration 0027).
    index('orders_ready_without_driver_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'readyToPick' and ${table.driverId} is null`),
  ],
);

/** The composite key from a row of an order to the order, partition key included. */
const orderKey = (table: string, orderId: AnyPgColumn, orderCreatedAt: AnyPgColumn) =>
  foreignKey({
    name: `${table}_order_id_orders_id_fk`,
    columns: [orderId, orderCreatedAt],
    foreignColumns: [orders.id, orders.createdAt],
  })
    .onDelete('cascade')
    .onUpdate('cascade');

/** The drivers an order was offered to; `is_current` marks the one driving it. */
export const orderPossibleDrivers = pgTable(
  'order_possible_drivers',
  {
    orderId: text('order_id').notNull(),
    orderCreatedAt: orderCreatedAtColumn(),
    driverId: text('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    isCurrent: boolean('is_current').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({
      name: 'order_possible_drivers_pkey',
      columns: [table.orderId, table.driverId, table.orderCreatedAt],
    }),
    orderKey('order_possible_drivers', table.orderId, table.orderCreatedAt),
    index('order_possible_drivers_driver_id_idx').on(table.driverId),
  ],
);

/**
 * One line of an order, a product or a bundle, and the merchant assigned to it; partitioned
 * with its order (migration 0034).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: partitionedIdColumn(),
    orderId: text('order_id').notNull(),
    orderCreatedAt: orderCreatedAtColumn(),
    productId: text('product_id').references(() => products.id, { onDelete: 'restrict' }),
    bundleId: text('bundle_id').references(() => bundles.id, { onDelete: 'restrict' }),
    /** The unit price at ordering time. */
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    itemStatus: text('item_status', { enum: orderItemStatuses }).notNull().default('placed'),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'order_items_pkey', columns: [table.id, table.orderCreatedAt] }),
    orderKey('order_items', table.orderId, table.orderCreatedAt),
    idCheck('order_items', table.id),
    oneOf('order_items_item_status_value', table.itemStatus, orderItemStatuses),
    check(
      'order_items_product_or_bundle',
      sql`num_nonnulls(${table.productId}, ${table.bundleId}) = 1`,
    ),
    check('order_items_price_not_negative', sql`${table.price} >= 0`),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_merchant_id_idx').on(table.merchantId),
    index('order_items_product_id_idx').on(table.productId),
    index('order_items_bundle_id_idx').on(table.bundleId),
  ],
);

/**
 * The merchants able to supply an order item, stored when it was ordered; the server adds the
 * merchants offering its product (`product_offers`) when it reads them.
 */
export const orderItemPossibleMerchants = pgTable(
  'order_item_possible_merchants',
  {
    orderItemId: text('order_item_id').notNull(),
    orderCreatedAt: orderCreatedAtColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({
      name: 'order_item_possible_merchants_pkey',
      columns: [table.orderItemId, table.merchantId, table.orderCreatedAt],
    }),
    foreignKey({
      name: 'order_item_possible_merchants_order_item_id_order_items_id_fk',
      columns: [table.orderItemId, table.orderCreatedAt],
      foreignColumns: [orderItems.id, orderItems.orderCreatedAt],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('order_item_possible_merchants_merchant_id_idx').on(table.merchantId),
  ],
);

/**
 * How many orders have each status, kept exact by statement triggers on `orders` (migration
 * 0004, in the writing transaction): a list filtered by status alone, or not at all, reads its
 * total here instead of counting a million rows.
 */
export const orderStatusTotals = pgTable('order_status_totals', {
  status: text('status').primaryKey(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
});

/**
 * The orders waiting for someone (the Dashboard's tiles and assignment queue, issue 31): placed
 * and not yet accepted by a merchant, ready to pick without a driver (`order_waits` in migration
 * 0042), or out for delivery. Kept exact by triggers on `orders` and `order_items` in the writing
 * transaction: a few thousand rows whatever the number of orders, read by index instead of
 * every month's partition of `orders`.
 */
export const waitingOrders = pgTable(
  'waiting_orders',
  {
    /** The order's row id. */
    id: text('id').primaryKey(),
    /** The order's time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** A placed order's items of a product no merchant is assigned to (0 for other statuses). */
    unassignedItems: integer('unassigned_items').notNull().default(0),
    /**
     * A placed order's assignment queue entry, kept by the same transactions as what it is worked
     * out from (migration 0045): its items of a product, the merchants suggested for it, best
     * first, and one merchant for each of its products when every product has one.
     */
    items: integer('items').notNull().default(0),
    suggestions: jsonb('suggestions').$type<dashboard.SuggestedMerchant[]>(),
    assignment: jsonb('assignment').$type<dashboard.SuggestedChoice[]>(),
  },
  (table) => [
    index('waiting_orders_status_created_at_idx').on(table.status, table.createdAt, table.id),
    // The assignment queue, oldest first.
    index('waiting_orders_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'placed' and ${table.unassignedItems} > 0`),
  ],
);

/**
 * The orders and the sum of their sub-totals per business day (India) and status, kept exact by
 * the same triggers: the 30-day charts read some 270 rows instead of 160,000 orders.
 */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    subTotal: numeric('sub_total').notNull(),
  },
  (table) => [primaryKey({ name: 'order_daily_totals_pkey', columns: [table.day, table.status] })],
);

/**
 * The quantity of each product in delivered orders per business day (India) of the order, kept
 * exact by triggers on `orders` and `order_items` (migration 0011, in the writing transaction):
 * the sold-products list sums at most 366 rows per product for a year instead of every item.
 */
export const productDailySales = pgTable(
  'product_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_daily_sales_pkey', columns: [table.day, table.productId] }),
  ],
);

/**
 * What one merchant's items make of one order that is not cancelled (a row only while the
 * merchant has an item in it): whether one is delivered, accepted, rejected. Kept by the item
 * and order triggers, so that the daily merchant counters below count each order once.
 */
export const orderMerchantStates = pgTable(
  'order_merchant_states',
  {
    orderId: text('order_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    fulfilled: boolean('fulfilled').notNull(),
    accepted: boolean('accepted').notNull(),
    rejected: boolean('rejected').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'order_merchant_states_pkey',
      columns: [table.orderId, table.merchantId],
    }),
  ],
);

/** A merchant's orders (not cancelled) and how many it fulfilled, accepted and rejected. */
const merchantCounters = () => ({
  orders: bigint('orders', { mode: 'number' }).notNull(),
  fulfilled: bigint('fulfilled', { mode: 'number' }).notNull(),
  accepted: bigint('accepted', { mode: 'number' }).notNull(),
  rejected: bigint('rejected', { mode: 'number' }).notNull(),
});

/**
 * Per business day (India) and merchant, the orders (not cancelled) with an item of the
 * merchant's and how many of them it fulfilled, accepted and rejected: the sums of
 * `order_merchant_states`, kept by its triggers.
 */
export const merchantDailySales = pgTable(
  'merchant_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: text('merchant_id').notNull(),
    ...merchantCounters(),
  },
  (table) => [
    primaryKey({ name: 'merchant_daily_sales_pkey', columns: [table.day, table.merchantId] }),
  ],
);

/**
 * Every sale ever per product: the sums of `product_daily_sales`, kept by its triggers. A period
 * holding most of the orders (a year of them) is read as these less the days outside it.
 */
export const productSalesTotals = pgTable('product_sales_totals', {
  productId: text('product_id').primaryKey(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
});

/**
 * Each calendar year's `product_daily_sales` (India's days) summed per product, kept by its
 * triggers: "This Year" is one year's rows, its best and worst sellers read off the index on
 * quantity without summing a year of days for every page.
 */
export const productYearlySales = pgTable(
  'product_yearly_sales',
  {
    year: smallint('year').notNull(),
    productId: text('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_yearly_sales_pkey', columns: [table.year, table.productId] }),
    index('product_yearly_sales_rank_idx').on(table.year, table.quantity, table.productId),
  ],
);

/** Every day's `merchant_daily_sales` summed per merchant, kept by its triggers (as above). */
export const merchantSalesTotals = pgTable('merchant_sales_totals', {
  merchantId: text('merchant_id').primaryKey(),
  ...merchantCounters(),
});

/**
 * Each calendar year's `merchant_daily_sales` summed per merchant, kept by its triggers
 * (migration 0013): "This Year" reads one row per merchant instead of a year of days.
 */
export const merchantYearlySales = pgTable(
  'merchant_yearly_sales',
  {
    year: smallint('year').notNull(),
    merchantId: text('merchant_id').notNull(),
    ...merchantCounters(),
  },
  (table) => [
    primaryKey({ name: 'merchant_yearly_sales_pkey', columns: [table.year, table.merchantId] }),
  ],
);

/**
 * The named ranges of business days the window rollups below sum (migration 0036): the server
 * moves them onto its Sales Track periods (today, this week, this month, the last 3 and 6
 * months) as the days go by; an empty range (from after to) until it first does.
 */
export const salesWindows = pgTable('sales_windows', {
  period: text('period').primaryKey(),
  fromDay: date('from_day', { mode: 'string' }).notNull(),
  toDay: date('to_day', { mode: 'string' }).notNull(),
});

/**
 * Each window's `product_daily_sales` summed per product, kept by its triggers: a period's best
 * and worst sellers read off the index on quantity, as a year's are.
 */
export const productWindowSales = pgTable(
  'product_window_sales',
  {
    period: text('period').notNull(),
    productId: text('product_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_window_sales_pkey', columns: [table.period, table.productId] }),
    index('product_window_sales_rank_idx').on(table.period, table.quantity, table.productId),
  ],
);

/** Each window's `merchant_daily_sales` summed per merchant, kept by its triggers. */
export const merchantWindowSales = pgTable(
  'merchant_window_sales',
  {
    period: text('period').notNull(),
    merchantId: text('merchant_id').notNull(),
    ...merchantCounters(),
  },
  (table) => [
    primaryKey({ name: 'merchant_window_sales_pkey', columns: [table.period, table.merchantId] }),
  ],
);

/**
 * A counter per source of the Sales Management figures ('orders' for the order and item
 * rollups, 'products', 'merchants'), raised by statement triggers in the same transaction as
 * every change to it (migration 0014): a server keeps an answer while the counters it was read
 * under are unchanged, so a kept answer is never older than the data. One row per source, so
 * a product import does not queue behind order writes or the other way round.
 */
export const salesRevisions = pgTable('sales_revisions', {
  source: text('source').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
