import { users } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { createStatusAction } from '../data/status-action.js';
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

/** A user's status, applied to the row once the server has it; a refusal is logged and told in a toast. */
export const setUserStatus = createStatusAction(
  usersList,
  async (id, status: users.UserStatus) =>
    (await api.call(users.setStatus, { params: { id }, body: { status } })).data,
  'User status update failed',
  (user) => user.name,
);
