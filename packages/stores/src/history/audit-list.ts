import { history } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { baseListParams } from '../data/list-params.js';
import { messages } from '../messages/index.js';
import { revertEntry } from './record-history.js';

/** The Audit section: every change, newest first (issue #30). */
export const auditList = createListStore(history.auditList, {
  kind: 'audit',
  section: '/audit',
  get failureTitle() {
    return messages.history.audit.fetchFailed;
  },
  get emptyMessage() {
    return messages.history.audit.empty;
  },
  baseParams: baseListParams(-1),
});

/**
 * Reverts an entry of the Audit list as its record's History view would (`revertEntry`): its own
 * record put back, or its bulk run reverted as a whole; then the list is read again, the revert's
 * own entry on top.
 */
export async function revertAuditEntry(entry: history.AuditEntry): Promise<void> {
  const record = entry.recordId === null ? null : { kind: entry.kind, id: entry.recordId };
  if (await revertEntry(entry, record)) await auditList.showNew();
}
