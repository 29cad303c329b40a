import { users } from '@satchel/api';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, digitsCheck, idCheck, idColumn, oneOf } from './columns.js';

/** The wire's user statuses (the contract owns the list). */
export const customerStatuses = users.userStatuses;
export type CustomerStatus = (typeof customerStatuses)[number];

/** The marketplace's shoppers: the spec's "users". */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** Shown in the Users screen's website preview. */
    website: text('website'),
    status: text('status', { enum: customerStatuses }).notNull().default('active'),
    lastLoggedAt: timestamp('last_logged_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('customers', table.id),
    digitsCheck('customers_phone_format', table.phone, 10),
    oneOf('customers_status_value', table.status, customerStatuses),
    uniqueIndex('customers_phone_key').on(table.phone),
    uniqueIndex('customers_email_key').on(table.email),
    // The user search looks for the text inside names, phones and emails.
    index('customers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('customers_status_idx').on(table.status, table.createdAt, table.id),
    index('customers_created_at_idx').on(table.createdAt, table.id),
  ],
);
