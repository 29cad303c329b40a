import { ApiError, businessDay, merchants } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { saveTextFile } from '../data/save-file.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import {
  defaultEarningReportValues,
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

/** The report's period as the dialog shows it: one particular date, or a range. */
export type EarningReportPeriod = 'date' | 'range';

export type EarningReportForm = EarningReportValues & { readonly period: EarningReportPeriod };

/**
 * The Earning Report dialog, for one merchant or every merchant (null): it downloads the report
 * of delivered orders for the chosen day or range as "Earning Report yyyy-mm-dd.csv", and closes.
 * Invalid dates show under their fields and make no call. Each opening starts from today.
 */
export const earningReportForm = createFormStore<
  EarningReportForm,
  { readonly merchant: merchants.Merchant | null }
>({
  initial: () => ({ ...defaultEarningReportValues(), period: 'date' }),
  validate: ({ period: _period, ...days }) => validateEarningReport(days),
  submit: ({ period: _period, ...days }, dialog) => {
    const merchantId = dialog?.merchant?.id;
    const query = Object.fromEntries(
      Object.entries({ ...days, merchantId }).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    );
    return earningReport.run(query);
  },
});

export const openEarningReport = (merchant: merchants.Merchant | null = null): void =>
  earningReportForm.open({ merchant });

/** The operator chose a particular date or a range: it starts from today, with no messages. */
export function chooseEarningReportPeriod(period: EarningReportPeriod): void {
  const today = businessDay();
  earningReportForm.update(
    period === 'date'
      ? { period, singleDate: today, startDate: '', endDate: '' }
      : { period, singleDate: '', startDate: today, endDate: today },
    ['singleDate', 'startDate', 'endDate'],
  );
}
