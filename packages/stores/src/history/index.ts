// The History view and the Audit section's stores, as `@satchel/stores` exports them under `history`.
export { auditList } from './audit-list.js';
export {
  $historyRecord,
  closeHistory,
  HISTORY_PAGE_SIZE,
  type HistoryRecord,
  historyKey,
  openHistory,
  recordHistory,
} from './record-history.js';
