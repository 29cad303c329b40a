// The merchants screen's stores, as `@satchel/stores` exports them under `merchants`.
export {
  defaultEarningReportValues,
  type EarningReportErrors,
  type EarningReportValues,
  validateEarningReport,
} from './earning-report.js';
export {
  $merchantDocuments,
  closeMerchantDocuments,
  openMerchantDocuments,
} from './merchant-documents.js';
export {
  chooseEarningReportPeriod,
  downloadProductsCsv,
  type EarningReportForm,
  type EarningReportPeriod,
  earningReportForm,
  openEarningReport,
} from './merchant-files.js';
export { merchantStatusChoices, setMerchantStatus } from './merchant-status.js';
export { merchantsList } from './merchants-list.js';
export {
  type SettlementErrors,
  type SettlementValues,
  validateSettlement,
} from './settlement.js';
export { $settlementEarnings, openSettlement, settlementForm } from './settlement-dialog.js';
