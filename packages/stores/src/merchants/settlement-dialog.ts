import { merchants } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { type SettlementErrors, type SettlementValues, validateSettlement } from './settlement.js';

/** The merchant the Settle Earning dialog pays; null while closed. */
export const $settlementDialog = atom<merchants.Merchant | null>(null);

export const openSettlement = (merchant: merchants.Merchant): void =>
  $settlementDialog.set(merchant);

export function closeSettlement(): void {
  if (!settlement.$busy.get()) $settlementDialog.set(null);
}

/**
 * What the dialog's merchant earned, was paid and is due, fetched as the dialog opens, so the
 * operator sees what may be paid before typing an amount.
 */
const earnings = createResource({
  key: computed($settlementDialog, (merchant) => merchant?.id ?? null),
  fetch: async (id: string) => (await api.call(merchants.earnings, { params: { id } })).data,
  onError: (error) => showErrorDialog(messages.settlement.dueFetchFailed, error),
});

export const $settlementEarnings = earnings.$state;

const settlement = createAction({
  run: (values: SettlementValues) =>
    api.call(merchants.createTransaction, {
      body: {
        transactionId: values.transactionId.trim(),
        merchantId: values.merchantId.trim(),
        transactionAmount: Number(values.amount),
      },
    }),
  success: () => messages.settlement.settled,
  failure: messages.settlement.failed,
});

export const $settling = settlement.$busy;

/** Settles earnings with a merchant; field errors when invalid; closes when the server took it. */
export async function settleMerchant(
  values: SettlementValues,
): Promise<{ ok: boolean; errors: SettlementErrors }> {
  const errors = validateSettlement(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ok = await settlement.run(values);
  if (ok) $settlementDialog.set(null);
  return { ok, errors: {} };
}
