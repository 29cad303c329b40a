// The History view and the Audit section's stores, as `@satchel/stores` exports them under `history`.
export { auditList, revertAuditEntry } from './audit-list.js';
export {
  $historyRecord,
  $revert,
  closeHistory,
  HISTORY_PAGE_SIZE,
  type HistoryRecord,
  historyKey,
  openHistory,
  type RevertState,
  recordHistory,
  revertEntry,
} from './record-history.js';
