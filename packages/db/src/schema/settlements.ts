import { drivers as driverContract } from '@satchel/api';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { administrators } from './auth.js';
import { createdAtColumn, idCheck, idColumn, money, oneOf } from './columns.js';
import { drivers } from './drivers.js';
import { merchants } from './merchants.js';

/** The wire's driver report types (the contract owns the list). */
export const driverSettlementTypes = driverContract.driverSettlementTypes;
export type DriverSettlementType = (typeof driverSettlementTypes)[number];

/**
 * Money paid out to a merchant against its earnings (the items of its delivered orders).
 * Never more than is due: the settlement code checks that under a row lock on the merchant.
 */
export const merchantSettlements = pgTable(
  'merchant_settlements',
  {
    id: idColumn(),
    transactionId: text('transaction_id').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    settledBy: text('settled_by')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('merchant_settlements', table.id),
    check('merchant_settlements_amount_positive', sql`${table.amount} > 0`),
    uniqueIndex('merchant_settlements_transaction_id_key').on(table.transactionId),
    index('merchant_settlements_merchant_id_idx').on(table.merchantId),
  ],
);

/**
 * A driver's earnings paid out (`earning`) or cash on delivery handed in (`cashCollected`).
 * Never more than is due, checked under a row lock on the driver.
 */
export const driverSettlements = pgTable(
  'driver_settlements',
  {
    id: idColumn(),
    driverId: text('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    type: text('type', { enum: driverSettlementTypes }).notNull(),
    amount: money('amount').notNull(),
    settledBy: text('settled_by')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('driver_settlements', table.id),
    oneOf('driver_settlements_type_value', table.type, driverSettlementTypes),
    check('driver_settlements_amount_positive', sql`${table.amount} > 0`),
    index('driver_settlements_driver_id_idx').on(table.driverId, table.type),
  ],
);
