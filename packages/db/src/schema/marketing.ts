import { banners as bannerContract, coupons as couponContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import { createdAtColumn, idCheck, idColumn, oneOf, percent } from './columns.js';
import { customers } from './customers.js';

/** The wire's banner types and statuses (the contract owns the lists). */
export const bannerTypes = bannerContract.bannerTypes;
export type BannerType = (typeof bannerTypes)[number];

export const bannerStatuses = bannerContract.bannerStatuses;
export type BannerStatus = (typeof bannerStatuses)[number];

/** The wire's coupon types (the contract owns the list). */
export const couponTypes = couponContract.couponTypes;
export type CouponType = (typeof couponTypes)[number];

export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    title: text('title').notNull(),
    type: text('type', { enum: bannerTypes }).notNull(),
    /** The category or product a tap leads to; none for type `none`. */
    redirectId: text('redirect_id'),
    bannerUrl: text('banner_url').notNull(),
    status: text('status', { enum: bannerStatuses }).notNull().default('active'),
    categoryName: text('category_name'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('banners', table.id),
    oneOf('banners_type_value', table.type, bannerTypes),
    oneOf('banners_status_value', table.status, bannerStatuses),
    index('banners_created_at_idx').on(table.createdAt, table.id),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    type: text('type', { enum: couponTypes }).notNull(),
    /** Percent off for `percentage`; 0 for `free_delivery`. */
    value: percent('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: no limit. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    maxUsagePerUser: integer('max_usage_per_user').notNull().default(1),
    /** Assigned to every customer. */
    global: boolean('global').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('coupons', table.id),
    oneOf('coupons_type_value', table.type, couponTypes),
    check(
      'coupons_value_for_type',
      sql`(${table.type} = 'free_delivery' and ${table.value} = 0) or (${table.type} = 'percentage' and ${table.value} between 1 and 99)`,
    ),
    check('coupons_usage_limit_positive', sql`${table.usageLimit} > 0`),
    check('coupons_used_count_not_negative', sql`${table.usedCount} >= 0`),
    check('coupons_max_usage_per_user_positive', sql`${table.maxUsagePerUser} > 0`),
    check(
      'coupons_max_usage_within_limit',
      sql`${table.usageLimit} is null or ${table.maxUsagePerUser} <= ${table.usageLimit}`,
    ),
    uniqueIndex('coupons_code_key').on(table.code),
    index('coupons_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** Coupons handed to chosen customers; `assigned_at` is the row's creation time. */
export const couponAssignments = pgTable(
  'coupon_assignments',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'coupon_assignments_pkey', columns: [table.couponId, table.customerId] }),
    index('coupon_assignments_customer_id_idx').on(table.customerId),
  ],
);
