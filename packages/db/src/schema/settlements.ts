import { drivers as driverContract, requestStates } from '@satchel/api';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A settlement above the approval threshold (issue 30): recorded as requested, and paid (its
 * settlement made, `settlement_id`) only when an operator other than its requester approves it.
 * A merchant's names the merchant and its transaction id; a driver's the driver and the type.
 */
export const settlementRequests = pgTable(
  'settlement_requests',
  {
    id: idColumn(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    transactionId: text('transaction_id'),
    driverId: text('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    driverType: text('driver_type', { enum: driverSettlementTypes }),
    amount: money('amount').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => administrators.id, { onDelete: 'restrict' }),
    createdAt: createdAtColumn(),
    state: text('state', { enum: requestStates }).notNull().default('pending'),
    decidedBy: text('decided_by').references(() => administrators.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** The merchant's or driver's settlement its approval made. */
    settlementId: text('settlement_id'),
  },
  (table) => [
    idCheck('settlement_requests', table.id),
    oneOf('settlement_requests_state_value', table.state, requestStates),
    check('settlement_requests_amount_positive', sql`${table.amount} > 0`),
    check(
      'settlement_requests_payee',
      sql`(${table.merchantId} is not null and ${table.transactionId} is not null
        and ${table.driverId} is null and ${table.driverType} is null)
        or (${table.driverId} is not null and ${table.driverType} is not null
        and ${table.merchantId} is null and ${table.transactionId} is null)`,
    ),
    check(
      'settlement_requests_decided',
      sql`(${table.state} = 'pending') = (${table.decidedBy} is null)
        and (${table.state} = 'rejected') = (${table.reason} is not null)
        and (${table.state} = 'approved') = (${table.settlementId} is not null)`,
    ),
    // The approvals list and the Dashboard's count: the waiting ones, oldest first.
    index('settlement_requests_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    // One waiting request per transaction id: a second would pay it twice.
    uniqueIndex('settlement_requests_pending_transaction_key')
      .on(table.transactionId)
      .where(sql`${table.state} = 'pending'`),
    index('settlement_requests_merchant_id_idx').on(table.merchantId),
    index('settlement_requests_driver_id_idx').on(table.driverId),
  ],
);
