import { ApiError, businessDay, merchants } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { showErrorDialog } from '../dialog.js';
import { messages } from '../messages/index.js';
import {
  type EarningReportErrors,
  type EarningReportValues,
  validateEarningReport,
} from '../rules/earning-report.js';
import { type SettlementValues, validateSettlement } from '../rules/settlement.js';
import { saveTextFile } from '../save-file.js';
import { endedSession } from '../session-ended.js';
import { showToast } from '../toasts.js';
import { createListStore } from './create-list-store.js';
import { fetchList } from './fetch-list.js';

/** The Merchant Management table (spec part 1 §2). */
export const merchantsList = createListStore<merchants.Merchant>({
  fetchPage: fetchList(merchants.list, merchants.merchantList),
  failureTitle: messages.merchants.fetchFailed,
  emptyMessage: messages.merchants.empty,
});

/**
 * The status choices of a merchant's row (spec part 1 §4): rows with a WhatsApp number offer
 * inactive too; rows with only a GST number do not.
 */
export const merchantStatusChoices = (merchant: merchants.Merchant): merchants.MerchantStatus[] =>
  merchant.whatsappNumber
    ? ['active', 'pending', 'inactive', 'incomplete', 'suspended']
    : ['active', 'pending', 'incomplete', 'suspended'];

/** Like users: applied when the server has it; a failure is logged and the row unchanged. */
export async function setMerchantStatus(
  id: string,
  status: merchants.MerchantStatus,
): Promise<void> {
  const before = merchantsList.$list.get().items.find((merchant) => merchant.id === id);
  try {
    const { data } = await api.call(merchants.setStatus, { params: { id }, body: { status } });
    merchantsList.replaceItem((merchant) => merchant.id === id, data);
  } catch (error) {
    console.error('Merchant status update failed', error);
    if (before) merchantsList.replaceItem((merchant) => merchant.id === id, { ...before });
  }
}

export async function downloadProductsCsv(merchant: merchants.Merchant): Promise<void> {
  try {
    const csv = await api.call(merchants.productsCsv, { params: { id: merchant.id } });
    saveTextFile(`${merchant.storeName} products ${businessDay()}.csv`, csv);
    showToast('success', messages.merchants.productsCsvDownloaded);
  } catch (error) {
    if (!endedSession(error)) showToast('error', messages.merchants.productsCsvFailed);
  }
}

/**
 * Downloads the earning report of delivered orders for the chosen day or range, as
 * "Earning Report yyyy-mm-dd.csv". Invalid dates come back as field errors and make no call;
 * `ok` says whether the file was saved.
 */
export async function downloadEarningReport(
  values: EarningReportValues,
  merchantId?: string,
): Promise<{ ok: boolean; errors: EarningReportErrors }> {
  const errors = validateEarningReport(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const query = Object.fromEntries(
    Object.entries({ ...values, merchantId }).filter(([, value]) => value),
  );
  try {
    const csv = await api.call(merchants.earningReport, { query });
    saveTextFile(`${messages.earningReport.title} ${businessDay()}.csv`, csv);
    return { ok: true, errors: {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      showToast('error', messages.earningReport.noDeliveredOrder);
    } else if (!endedSession(error)) {
      showToast('error', messages.merchants.productsCsvFailed);
    }
    return { ok: false, errors: {} };
  }
}

export const $settling = atom(false);

/** Settles earnings with a merchant; field errors when invalid, `ok` when the server took it. */
export async function settleMerchant(
  values: SettlementValues,
): Promise<{ ok: boolean; errors: ReturnType<typeof validateSettlement> }> {
  const errors = validateSettlement(values);
  if (Object.keys(errors).length > 0 || $settling.get()) return { ok: false, errors };
  $settling.set(true);
  try {
    await api.call(merchants.createTransaction, {
      body: {
        transactionId: values.transactionId.trim(),
        merchantId: values.merchantId.trim(),
        transactionAmount: Number(values.amount),
      },
    });
    showToast('success', messages.settlement.settled);
    return { ok: true, errors: {} };
  } catch (error) {
    showErrorDialog(messages.settlement.failed, error);
    return { ok: false, errors: {} };
  } finally {
    $settling.set(false);
  }
}

/** The documents modal: which merchant, and its documents once loaded. */
export const $merchantDocuments = atom<{
  readonly merchant: merchants.Merchant;
  readonly documents: merchants.MerchantDocuments | null;
} | null>(null);

export async function openMerchantDocuments(merchant: merchants.Merchant): Promise<void> {
  $merchantDocuments.set({ merchant, documents: null });
  try {
    const { data } = await api.call(merchants.documents, { params: { id: merchant.id } });
    if ($merchantDocuments.get()?.merchant.id === merchant.id) {
      $merchantDocuments.set({ merchant, documents: data });
    }
  } catch (error) {
    $merchantDocuments.set(null);
    if (!endedSession(error)) showErrorDialog(messages.merchants.fetchFailed, error);
  }
}

export const closeMerchantDocuments = (): void => $merchantDocuments.set(null);
