import { errorCodes, merchants } from '@satchel/api';
import { computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import type { RefusalValues } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { type SettlementValues, validateSettlement } from './settlement.js';

const settlement = createAction({
  run: (values: SettlementValues) =>
    api.call(merchants.createTransaction, {
      body: {
        transactionId: values.transactionId.trim(),
        merchantId: values.merchantId.trim(),
        transactionAmount: Number(values.amount),
      },
    }),
  // Above the approval threshold the server records it as requested, not paid, and says so.
  success: (answer) =>
    'request' in answer
      ? messages.successes.settlementRequested(answer.request.amount)
      : messages.settlement.settled,
  get failure() {
    return messages.settlement.failed;
  },
  refusalValues: (values): RefusalValues => {
    const { data } = $settlementEarnings.get();
    return {
      [errorCodes.transactionRecorded]: [values.transactionId.trim()],
      // As the server keeps rupees: two decimals, no grouping.
      ...(data && { [errorCodes.merchantOverDue]: [data.due.toFixed(2)] }),
    };
  },
});

/**
 * The Settle Earning dialog, on the merchant it pays: transaction ID, merchant ID (the row's,
 * editable) and amount. Field errors when invalid (nothing is sent); it closes when the server
 * took the settlement, and stays open under its failure dialog otherwise.
 */
export const settlementForm = createFormStore<SettlementValues, merchants.Merchant>({
  initial: (merchant) => ({ transactionId: '', merchantId: merchant?.id ?? '', amount: '' }),
  validate: validateSettlement,
  submit: settlement.run,
});

export const openSettlement = (merchant: merchants.Merchant): void => settlementForm.open(merchant);

/**
 * What the dialog's merchant earned, was paid and is due, fetched as the dialog opens, so the
 * operator sees what may be paid before typing an amount.
 */
const earnings = createResource({
  key: computed(settlementForm.$form, (form) => (form.open ? (form.context?.id ?? null) : null)),
  fetch: async (id: string) => (await api.call(merchants.earnings, { params: { id } })).data,
  onError: (error) => showErrorDialog(messages.settlement.dueFetchFailed, error),
});

export const $settlementEarnings = earnings.$state;
