import { merchants as merchantCalls } from '@satchel/api';
import { type MerchantStatus, merchants, merchantTotals } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import {
  contains,
  exact,
  type FilterRules,
  filteredList,
  type ListSource,
  phone,
  status,
} from './list-query.js';
import { merchantStatusRefusal } from './merchant-status.js';

export type Merchant = typeof merchants.$inferSelect;

/** The four onboarding documents, as file keys (null when not uploaded). */
export type MerchantDocuments = Pick<
  Merchant,
  'storePhoto' | 'gstPhoto' | 'panPhoto' | 'bankPassbookOrBlankCheckPhoto'
>;

export const merchantFilters = {
  _id: exact(merchants.id),
  storeName: contains(merchants.storeName),
  merchantName: contains(merchants.merchantName),
  phone: phone(contains(merchants.phone)),
  status: status(merchants.status),
} satisfies FilterRules<typeof merchantCalls.list>;

export const merchantSource = {
  table: merchants,
  rules: merchantFilters,
  kept: { count: merchantTotals.total, rules: { status: status(merchantTotals.status) } },
} satisfies ListSource<typeof merchantCalls.list>;

export const listMerchants = filteredList(merchantCalls.list, merchantSource);

export const findMerchant = (db: Db, id: string): Promise<Merchant | undefined> =>
  findById(db, merchants, id);

export async function findMerchantDocuments(
  db: Db,
  id: string,
): Promise<MerchantDocuments | undefined> {
  const [row] = await db
    .select({
      storePhoto: merchants.storePhoto,
      gstPhoto: merchants.gstPhoto,
      panPhoto: merchants.panPhoto,
      bankPassbookOrBlankCheckPhoto: merchants.bankPassbookOrBlankCheckPhoto,
    })
    .from(merchants)
    .where(eq(merchants.id, id));
  return row;
}

/**
 * Gives a merchant a new status if it is offered for them (merchant-status.ts): the merchant
 * with it, the reason it is refused, or undefined when there is no such merchant. The row is
 * locked while the rule reads it, so a WhatsApp number removed meanwhile cannot slip by.
 */
export const setMerchantStatus = (
  db: Db,
  id: string,
  status: MerchantStatus,
): Promise<{ merchant: Merchant } | { refusal: string } | undefined> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select({ whatsappNumber: merchants.whatsappNumber })
      .from(merchants)
      .where(eq(merchants.id, id))
      .for('update');
    if (!found) return undefined;
    const refusal = merchantStatusRefusal(found.whatsappNumber, status);
    if (refusal !== undefined) return { refusal };
    const merchant = await updateById(tx, merchants, id, { status });
    return merchant && { merchant };
  });
