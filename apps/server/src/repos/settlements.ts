import {
  type DriverSettlementType,
  driverSettlements,
  drivers,
  merchantSettlements,
  merchants,
} from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { driverMoney } from './drivers.js';
import { merchantEarnings } from './merchant-earnings.js';
import { amountParam, type Rupees } from './money.js';
import { isUniqueViolation } from './pg-errors.js';

export type MerchantSettlement = typeof merchantSettlements.$inferSelect;
export type DriverSettlement = typeof driverSettlements.$inferSelect;

/** A settlement either recorded, or refused with the reason (and what is due, when relevant). */
export type SettlementOutcome<Settlement> =
  | { ok: true; settlement: Settlement }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'duplicateTransaction' }
  | { ok: false; reason: 'exceedsDue'; due: Rupees };

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

/** Whether `amount` is more than `due`, compared exactly by PostgreSQL. */
async function exceeds(tx: Db, amount: string | number, due: Rupees): Promise<boolean> {
  const result = await tx.execute<{ exceeds: boolean }>(
    sql`select ${amountParam(amount)} > ${due}::numeric as exceeds`,
  );
  return result.rows[0]!.exceeds;
}

/**
 * Pays a merchant part or all of what it is due. The merchant's row is locked for the whole
 * transaction, so concurrent settlements of one merchant see each other's amounts; a transaction
 * id is recorded once, whichever merchant it was for.
 */
export async function settleMerchant(
  db: Db,
  input: MerchantSettlementInput,
): Promise<SettlementOutcome<MerchantSettlement>> {
  try {
    return await db.transaction(async (tx) => {
      const [merchant] = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.id, input.merchantId))
        .for('update');
      if (!merchant) return { ok: false, reason: 'notFound' };
      const [existing] = await tx
        .select({ id: merchantSettlements.id })
        .from(merchantSettlements)
        .where(eq(merchantSettlements.transactionId, input.transactionId));
      if (existing) return { ok: false, reason: 'duplicateTransaction' };
      const { due } = await merchantEarnings(tx, input.merchantId);
      if (await exceeds(tx, input.amount, due)) return { ok: false, reason: 'exceedsDue', due };
      const [settlement] = await tx
        .insert(merchantSettlements)
        .values({
          transactionId: input.transactionId,
          merchantId: input.merchantId,
          amount: amountParam(input.amount),
          settledBy: input.settledBy,
        })
        .returning();
      return { ok: true, settlement: settlement! };
    });
  } catch (error) {
    // The same transaction id committed meanwhile for another merchant.
    if (isUniqueViolation(error, TRANSACTION_ID_KEY)) {
      return { ok: false, reason: 'duplicateTransaction' };
    }
    throw error;
  }
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
    const [driver] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.id, input.driverId))
      .for('update');
    if (!driver) return { ok: false, reason: 'notFound' };
    const { due } = (await driverMoney(tx, input.driverId))[input.type];
    if (await exceeds(tx, input.amount, due)) return { ok: false, reason: 'exceedsDue', due };
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
