import { merchants as merchantContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { coordinate, createdAtColumn, digitsCheck, idCheck, idColumn, oneOf } from './columns.js';

/** The wire's merchant statuses (the contract owns the list). */
export const merchantStatuses = merchantContract.merchantStatuses;
export type MerchantStatus = (typeof merchantStatuses)[number];

/** Stores selling on the marketplace; the address is incomplete while onboarding is. */
export const merchants = pgTable(
  'merchants',
  {
    id: idColumn(),
    storeName: text('store_name').notNull(),
    merchantName: text('merchant_name').notNull(),
    phone: text('phone').notNull(),
    whatsappNumber: text('whatsapp_number'),
    gstNumber: text('gst_number'),
    status: text('status', { enum: merchantStatuses }).notNull().default('pending'),
    isGolden: boolean('is_golden').notNull().default(false),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('India'),
    postalCode: text('postal_code'),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    /** File keys in the file storage. */
    storePhoto: text('store_photo'),
    gstPhoto: text('gst_photo'),
    panPhoto: text('pan_photo'),
    bankPassbookOrBlankCheckPhoto: text('bank_passbook_or_blank_check_photo'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('merchants', table.id),
    digitsCheck('merchants_phone_format', table.phone, 10),
    digitsCheck('merchants_whatsapp_number_format', table.whatsappNumber, 10),
    // GSTIN: 15 characters, digits and capital letters.
    check('merchants_gst_number_format', sql`${table.gstNumber} ~ '^[0-9A-Z]{15}$'`),
    digitsCheck('merchants_postal_code_format', table.postalCode, 6),
    oneOf('merchants_status_value', table.status, merchantStatuses),
    index('merchants_store_name_trgm_idx').using('gin', sql`${table.storeName} gin_trgm_ops`),
    index('merchants_merchant_name_trgm_idx').using('gin', sql`${table.merchantName} gin_trgm_ops`),
    index('merchants_phone_idx').on(table.phone),
    index('merchants_status_idx').on(table.status, table.createdAt, table.id),
    index('merchants_created_at_idx').on(table.createdAt, table.id),
  ],
);
