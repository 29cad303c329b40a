import { ApiError, businessDay, merchants } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { saveTextFile } from '../data/save-file.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';

import {
  type EarningReportErrors,
  type EarningReportValues,
  validateEarningReport,
} from './earning-report.js';

export const downloadProductsCsv = createAction({
  run: async (merchant: merchants.Merchant) => {
    const csv = await api.call(merchants.productsCsv, { params: { id: merchant.id } });
    saveTextFile(`${merchant.storeName} products ${businessDay()}.csv`, csv);
  },
  success: () => messages.merchants.productsCsvDownloaded,
  failure: () => showToast('error', messages.merchants.productsCsvFailed),
}).run;

/** The Earning Report dialog: for one merchant, or every merchant (null); null while closed. */
export const $earningReportDialog = atom<{ readonly merchant: merchants.Merchant | null } | null>(
  null,
);

export const openEarningReport = (merchant: merchants.Merchant | null = null): void =>
  $earningReportDialog.set({ merchant });

export function closeEarningReport(): void {
  if (!earningReport.$busy.get()) $earningReportDialog.set(null);
}

const earningReport = createAction({
  run: async (query: Record<string, string>) => {
    const csv = await api.call(merchants.earningReport, { query });
    saveTextFile(`${messages.earningReport.title} ${businessDay()}.csv`, csv);
  },
  failure: (error) =>
    showToast(
      'error',
      error instanceof ApiError && error.status === 404
        ? messages.earningReport.noDeliveredOrder
        : messages.merchants.productsCsvFailed,
    ),
});

export const $downloadingEarningReport = earningReport.$busy;

/**
 * Downloads the earning report of delivered orders for the chosen day or range (of the dialog's
 * merchant, if it has one), as "Earning Report yyyy-mm-dd.csv", and closes the dialog. Invalid
 * dates come back as field errors and make no call.
 */
export async function downloadEarningReport(
  values: EarningReportValues,
): Promise<{ ok: boolean; errors: EarningReportErrors }> {
  const errors = validateEarningReport(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const merchantId = $earningReportDialog.get()?.merchant?.id;
  const query = Object.fromEntries(
    Object.entries({ ...values, merchantId }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  const ok = await earningReport.run(query);
  if (ok) $earningReportDialog.set(null);
  return { ok, errors: {} };
}
