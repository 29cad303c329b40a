import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { createdAtColumn, idCheck, idColumn, money, oneOf } from './columns.js';
import { merchants } from './merchants.js';

export const productTypes = ['main', 'variant'] as const;
export type ProductType = (typeof productTypes)[number];

export const productStatuses = ['enabled', 'disabled'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** A file key in the file storage, or else an outside image link in `logoUrl`. */
    logo: text('logo'),
    logoUrl: text('logo_url'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('categories', table.id),
    // The spec's category form requires an image link or an image file.
    check(
      'categories_logo_present',
      sql`${table.logo} is not null or ${table.logoUrl} is not null`,
    ),
    uniqueIndex('categories_name_key').on(table.name),
    index('categories_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** Main products (no parent) and their variants (a parent that is a main product). */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    parentProductId: text('parent_product_id').references((): AnyPgColumn => products.id, {
      onDelete: 'restrict',
    }),
    productType: text('product_type', { enum: productTypes }).notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** File keys in the file storage. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    adminDisabled: boolean('admin_disabled').notNull().default(false),
    status: text('status', { enum: productStatuses }).notNull().default('enabled'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('products', table.id),
    oneOf('products_product_type_value', table.productType, productTypes),
    oneOf('products_status_value', table.status, productStatuses),
    check(
      'products_parent_matches_type',
      sql`(${table.productType} = 'main') = (${table.parentProductId} is null)`,
    ),
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    uniqueIndex('products_merchant_sku_key').on(table.merchantId, table.sku),
    index('products_sku_idx').on(table.sku.op('text_pattern_ops')),
    index('products_parent_product_id_idx').on(table.parentProductId),
    index('products_category_id_idx').on(table.categoryId),
    index('products_admin_disabled_idx').on(table.adminDisabled, table.createdAt, table.id),
    index('products_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    // Sales Track's unsold products, by title (migration 0036).
    index('products_title_idx').on(table.title, table.id),
    index('products_brand_idx').on(table.brand),
    index('products_created_at_idx').on(table.createdAt, table.id),
  ],
);

/**
 * A merchant supplying a product it does not own, at its own price and stock (the bulk-assign
 * CSV): one offer per product and merchant, a later assignment changing it.
 */
export const productOffers = pgTable(
  'product_offers',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    stock: integer('stock').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'product_offers_pkey', columns: [table.productId, table.merchantId] }),
    check('product_offers_price_positive', sql`${table.price} > 0`),
    check('product_offers_stock_not_negative', sql`${table.stock} >= 0`),
    // A merchant's offers, and the merchant side of the foreign key.
    index('product_offers_merchant_id_idx').on(table.merchantId),
  ],
);
