import { history } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { baseListParams } from '../data/list-params.js';
import { messages } from '../messages/index.js';

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
