import { ApiError } from '@satchel/api';
import { showToast } from '../feedback/toasts.js';
import { common } from '../messages/common.js';
import { createAction } from './create-action.js';
import type { ListItem, ListStore } from './create-list-store.js';

/**
 * The status selector of a list's rows (users, merchants, drivers): the row takes the status
 * once the server has it (`write` answers the row as it now is). A failure is logged (spec
 * part 1 §7) and the row handed back unchanged, so its selector shows the old status again;
 * an error toast names the row and the reason, so the operator knows the change did not happen.
 */
export function createStatusAction<Item extends ListItem, Status>(
  list: ListStore<Item>,
  write: (id: string, status: Status) => Promise<Item>,
  /** The log line of a failure, e.g. 'Driver status update failed'. */
  failureLog: string,
  /** The row as the operator knows it in the toast, e.g. a user's name or a store's name. */
  rowName: (item: Item) => string,
): (id: string, status: Status) => Promise<boolean> {
  const isRow = (id: string) => (item: Item) => item.id === id;
  return createAction({
    run: async (id: string, status: Status) => list.replaceItem(isRow(id), await write(id, status)),
    failure: (error, id) => {
      console.error(failureLog, error);
      const before = list.$list.get().items.find(isRow(id));
      if (before) list.replaceItem(isRow(id), { ...before });
      const reason = error instanceof ApiError ? error.message : common.genericError;
      showToast('error', common.statusNotChanged(before ? rowName(before) : id, reason));
    },
  }).run;
}
