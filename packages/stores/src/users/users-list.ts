import { users } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { messages } from '../messages/index.js';

/** Where the Users screen lives in the shell. */
export const usersSection = '/users';

/** The Users Management table (spec part 1 §2). */
const usersList = createListStore<users.User>({
  fetchPage: fetchList(users.list, users.userList),
  failureTitle: messages.users.fetchFailed,
  emptyMessage: messages.users.empty,
  section: usersSection,
});

export const $usersList = usersList.$list;
export const {
  open: openUsersList,
  load: reloadUsers,
  setPage: setUsersPage,
  setLimit: setUsersLimit,
  setSort: setUsersSort,
  applyFilters: applyUsersFilters,
  resetFilters: resetUsersFilters,
} = usersList;

/** The ids of the rows the operator ticked (what Assign Coupon gives a coupon to). */
export const $selectedUsers = atom<readonly string[]>([]);

export const selectUsers = (ids: readonly string[]): void => $selectedUsers.set(ids);

/**
 * Applies a status to a user's row once the server has it. A failure is only logged (spec
 * part 1 §7) and the row is handed back unchanged, so its selector shows the old status again.
 */
export const setUserStatus = createAction({
  run: async (id: string, status: users.UserStatus) => {
    const { data } = await api.call(users.setStatus, { params: { id }, body: { status } });
    usersList.replaceItem((user) => user.id === id, data);
  },
  failure: (error, id) => {
    console.error('User status update failed', error);
    const before = $usersList.get().items.find((user) => user.id === id);
    if (before) usersList.replaceItem((user) => user.id === id, { ...before });
  },
}).run;
