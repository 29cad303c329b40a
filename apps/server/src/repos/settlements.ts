import {
  type DriverSettlementType,
  driverSettlements,
  drivers,
  merchantSettlements,
  merchants,
  settlementRequests,
} from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { driverMoney } from './drivers.js';
import { merchantEarnings } from './merchant-earnings.js';
import { amountParam, type Rupees } from './money.js';
import { isUniqueViolation } from './pg-errors.js';

export type MerchantSettlement = typeof merchantSettlements.$inferSelect;
export type DriverSettlement = typeof driverSettlements.$inferSelect;
export type SettlementRequestRow = typeof settlementRequests.$inferSelect;

/**
 * A settlement (or a request of one) either recorded, or refused with the reason (and what is
 * due, when relevant).
 */
export type SettlementOutcome<Settlement> =
  | { ok: true; settlement: Settlement }
  | SettlementRefusal;

export interface MerchantSettlementInput {
  transactionId: string;
  merchantId: string;
  /** Rupees, e.g. '1250.50' or 1250.5; must be more than 0. */
  amount: string | number;
  /** The administrator's id. */
  settledBy: string;
}

export interface DriverSettlementInput {
  driverId: string;
  type: DriverSettlementType;
  amount: string | number;
  settledBy: string;
}

const TRANSACTION_ID_KEY = 'merchant_settlements_transaction_id_key';
const PENDING_TRANSACTION_KEY = 'settlement_requests_pending_transaction_key';

/** Whether `amount` is more than `due`, compared exactly by PostgreSQL. */
async function exceeds(tx: Db, amount: string | number, due: Rupees): Promise<boolean> {
  const result = await tx.execute<{ exceeds: boolean }>(
    sql`select ${amountParam(amount)} > ${due}::numeric as exceeds`,
  );
  return result.rows[0]!.exceeds;
}

/** Why a settlement cannot be made now (it is not). */
export type SettlementRefusal =
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'duplicateTransaction' }
  | { ok: false; reason: 'exceedsDue'; due: Rupees };

/**
 * Locks the merchant's row for the rest of the transaction, so concurrent settlements of one
 * merchant see each other's amounts, and says why the settlement could not be paid now: a
 * merchant not there, a transaction id recorded already (paid, or waiting for approval other
 * than the request `approving`), an amount above what is due.
 */
async function merchantRefusal(
  tx: Db,
  input: Omit<MerchantSettlementInput, 'settledBy'>,
  approving?: string,
): Promise<SettlementRefusal | undefined> {
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId))
    .for('update');
  if (!merchant) return { ok: false, reason: 'notFound' };
  const recorded = await tx.execute(sql`
    select 1 from ${merchantSettlements}
    where ${merchantSettlements.transactionId} = ${input.transactionId}
    union all
    select 1 from ${settlementRequests}
    where ${settlementRequests.transactionId} = ${input.transactionId}
      and ${settlementRequests.state} = 'pending'
      and ${settlementRequests.id} is distinct from ${approving ?? null}
    limit 1`);
  if (recorded.rows.length > 0) return { ok: false, reason: 'duplicateTransaction' };
  const { due } = await merchantEarnings(tx, input.merchantId);
  if (await exceeds(tx, input.amount, due)) return { ok: false, reason: 'exceedsDue', due };
  return undefined;
}

/** A transaction id committed meanwhile (paid, or requested) is the same refusal as one seen. */
async function refusingDuplicates<T>(
  write: () => Promise<T>,
): Promise<T | { ok: false; reason: 'duplicateTransaction' }> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, TRANSACTION_ID_KEY)) {
      return { ok: false, reason: 'duplicateTransaction' };
    }
    if (isUniqueViolation(error, PENDING_TRANSACTION_KEY)) {
      return { ok: false, reason: 'duplicateTransaction' };
    }
    throw error;
  }
}

/**
 * Pays a merchant part or all of what it is due (`merchantRefusal` says when it may not); a
 * transaction id is recorded once, whichever merchant it was for. `approving`: the request whose
 * approval pays it, which holds its transaction id until then.
 */
export function settleMerchant(
  db: Db,
  input: MerchantSettlementInput,
  approving?: string,
): Promise<SettlementOutcome<MerchantSettlement>> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const refusal = await merchantRefusal(tx, input, approving);
      if (refusal) return refusal;
      const [settlement] = await tx
        .insert(merchantSettlements)
        .values({
          transactionId: input.transactionId,
          merchantId: input.merchantId,
          amount: amountParam(input.amount),
          settledBy: input.settledBy,
        })
        .returning();
      return { ok: true as const, settlement: settlement! };
    }),
  );
}

/**
 * Records a merchant settlement above the approval threshold as requested, not paid, once it
 * could be paid now (the same refusals as paying it).
 */
export function requestMerchantSettlement(
  db: Db,
  input: MerchantSettlementInput,
): Promise<SettlementOutcome<SettlementRequestRow>> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const refusal = await merchantRefusal(tx, input);
      if (refusal) return refusal;
      const [request] = await tx
        .insert(settlementRequests)
        .values({
          merchantId: input.merchantId,
          transactionId: input.transactionId,
          amount: amountParam(input.amount),
          requestedBy: input.settledBy,
        })
        .returning();
      return { ok: true as const, settlement: request! };
    }),
  );
}

/** Locks the driver's row for the transaction; why the settlement could not be paid now. */
async function driverRefusal(
  tx: Db,
  input: Omit<DriverSettlementInput, 'settledBy'>,
): Promise<SettlementRefusal | undefined> {
  const [driver] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.id, input.driverId))
    .for('update');
  if (!driver) return { ok: false, reason: 'notFound' };
  const { due } = (await driverMoney(tx, input.driverId))[input.type];
  if (await exceeds(tx, input.amount, due)) return { ok: false, reason: 'exceedsDue', due };
  return undefined;
}

/**
 * Pays a driver's earnings (`earning`) or records cash they handed in (`cashCollected`), never
 * more than is due of that kind; the driver's row is locked for the whole transaction.
 */
export function settleDriver(
  db: Db,
  input: DriverSettlementInput,
): Promise<SettlementOutcome<DriverSettlement>> {
  return db.transaction(async (tx) => {
    const refusal = await driverRefusal(tx, input);
    if (refusal) return refusal;
    const [settlement] = await tx
      .insert(driverSettlements)
      .values({
        driverId: input.driverId,
        type: input.type,
        amount: amountParam(input.amount),
        settledBy: input.settledBy,
      })
      .returning();
    return { ok: true, settlement: settlement! };
  });
}

/** Records a driver settlement above the approval threshold as requested, not paid. */
export function requestDriverSettlement(
  db: Db,
  input: DriverSettlementInput,
): Promise<SettlementOutcome<SettlementRequestRow>> {
  return db.transaction(async (tx) => {
    const refusal = await driverRefusal(tx, input);
    if (refusal) return refusal;
    const [request] = await tx
      .insert(settlementRequests)
      .values({
        driverId: input.driverId,
        driverType: input.type,
        amount: amountParam(input.amount),
        requestedBy: input.settledBy,
      })
      .returning();
    return { ok: true, settlement: request! };
  });
}
