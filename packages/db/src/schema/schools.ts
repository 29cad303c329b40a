import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import {
  createdAtColumn,
  digitsCheck,
  idCheck,
  idColumn,
  oneOf,
  percent,
  percentRange,
} from './columns.js';
import { merchants } from './merchants.js';

/** Schools, branches, bundles, sets and competitions are all either active or inactive. */
export const activityStatuses = ['active', 'inactive'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export const setTypes = ['bookSet', 'copySet', 'stationerySet'] as const;
export type SetType = (typeof setTypes)[number];

export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    schoolName: text('school_name').notNull(),
    displayName: text('display_name').notNull(),
    /** A file key in the file storage. */
    logo: text('logo'),
    status: text('status', { enum: activityStatuses }).notNull().default('active'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('schools', table.id),
    oneOf('schools_status_value', table.status, activityStatuses),
    index('schools_school_name_trgm_idx').using('gin', sql`${table.schoolName} gin_trgm_ops`),
    index('schools_display_name_trgm_idx').using('gin', sql`${table.displayName} gin_trgm_ops`),
    index('schools_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** A school's campus; it belongs to its school and goes with it. */
export const branches = pgTable(
  'branches',
  {
    id: idColumn(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: text('status', { enum: activityStatuses }).notNull().default('active'),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    nearBy: text('near_by'),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('India'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('branches', table.id),
    oneOf('branches_status_value', table.status, activityStatuses),
    digitsCheck('branches_zip_code_format', table.zipCode, 6),
    // Lets bundles require that their branch belongs to their school.
    unique('branches_id_school_id_key').on(table.id, table.schoolId),
    index('branches_school_id_idx').on(table.schoolId, table.createdAt, table.id),
  ],
);

/** The classes a branch teaches ('Nursery', 'LKG', 'UKG', '1' … '12'). */
export const branchClassLevels = pgTable(
  'branch_class_levels',
  {
    branchId: text('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    classLevel: text('class_level').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'branch_class_levels_pkey', columns: [table.branchId, table.classLevel] }),
  ],
);

/** One set (book, copy or stationery) for one class of one branch. */
export const bundles = pgTable(
  'bundles',
  {
    id: idColumn(),
    schoolId: text('school_id').notNull(),
    branchId: text('branch_id').notNull(),
    classLevel: text('class_level').notNull(),
    status: text('status', { enum: activityStatuses }).notNull().default('active'),
    setType: text('set_type', { enum: setTypes }).notNull(),
    setStatus: text('set_status', { enum: activityStatuses }).notNull().default('active'),
    discount: percent('discount').notNull().default('0'),
    tax: percent('tax').notNull().default('0'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('bundles', table.id),
    oneOf('bundles_status_value', table.status, activityStatuses),
    oneOf('bundles_set_type_value', table.setType, setTypes),
    oneOf('bundles_set_status_value', table.setStatus, activityStatuses),
    percentRange('bundles_discount_range', table.discount),
    percentRange('bundles_tax_range', table.tax),
    foreignKey({
      name: 'bundles_school_id_schools_id_fk',
      columns: [table.schoolId],
      foreignColumns: [schools.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'bundles_branch_of_school_fk',
      columns: [table.branchId, table.schoolId],
      foreignColumns: [branches.id, branches.schoolId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'bundles_class_level_of_branch_fk',
      columns: [table.branchId, table.classLevel],
      foreignColumns: [branchClassLevels.branchId, branchClassLevels.classLevel],
    }).onDelete('restrict'),
    index('bundles_class_idx').on(table.schoolId, table.branchId, table.classLevel),
    index('bundles_branch_class_idx').on(table.branchId, table.classLevel),
  ],
);

export const bundleProducts = pgTable(
  'bundle_products',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'bundle_products_pkey', columns: [table.bundleId, table.productId] }),
    index('bundle_products_product_id_idx').on(table.productId),
  ],
);

/** The merchants that can supply a bundle, with their packing and discount terms. */
export const bundleMerchants = pgTable(
  'bundle_merchants',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customPack: boolean('custom_pack').notNull().default(true),
    customDiscount: percent('custom_discount').notNull().default('0'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'bundle_merchants_pkey', columns: [table.bundleId, table.merchantId] }),
    percentRange('bundle_merchants_custom_discount_range', table.customDiscount),
    index('bundle_merchants_merchant_id_idx').on(table.merchantId),
  ],
);
