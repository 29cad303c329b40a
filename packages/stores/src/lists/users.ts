import { ApiError, coupons, readList, users } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { showErrorDialog } from '../dialog.js';
import { messages } from '../messages/index.js';
import { endedSession } from '../session-ended.js';
import { showToast } from '../toasts.js';
import { createListStore } from './create-list-store.js';
import { fetchList } from './fetch-list.js';

/** The Users Management table (spec part 1 §2). */
export const usersList = createListStore<users.User>({
  fetchPage: fetchList(users.list, users.userList),
  failureTitle: messages.users.fetchFailed,
  emptyMessage: messages.users.empty,
});

/**
 * Applies a status to a user's row once the server has it. A failure is only logged (spec
 * part 1 §7) and the row is handed back unchanged, so its selector shows the old status again.
 */
export async function setUserStatus(id: string, status: users.UserStatus): Promise<void> {
  const before = usersList.$list.get().items.find((user) => user.id === id);
  try {
    const { data } = await api.call(users.setStatus, { params: { id }, body: { status } });
    usersList.replaceItem((user) => user.id === id, data);
  } catch (error) {
    console.error('User status update failed', error);
    if (before) usersList.replaceItem((user) => user.id === id, { ...before });
  }
}

/** Users the search box found; null before the first search. */
export const $userSearch = atom<{
  readonly query: string;
  readonly users: readonly users.User[];
} | null>(null);
export const $userSearching = atom(false);

export async function searchUsers(query: string): Promise<void> {
  const q = query.trim();
  if (q === '') {
    $userSearch.set(null);
    return;
  }
  $userSearching.set(true);
  try {
    const answer = await api.call(users.search, { query: { q } });
    $userSearch.set({ query: q, users: answer.users });
  } catch (error) {
    if (!endedSession(error)) {
      showToast('error', messages.users.searchFailed);
    }
  } finally {
    $userSearching.set(false);
  }
}

/** Coupons an operator can assign: the first page of active ones, newest first. */
export const $assignableCoupons = atom<readonly coupons.Coupon[]>([]);

export async function loadAssignableCoupons(): Promise<void> {
  try {
    const answer = await api.call(coupons.list, {
      query: { page: 1, limit: 100, sort: -1, includeTotal: false, expired: 'false' },
    });
    $assignableCoupons.set(readList(coupons.couponList, answer).items.filter((c) => c.isActive));
  } catch (error) {
    if (error instanceof ApiError && error.message === messages.coupons.empty) {
      $assignableCoupons.set([]);
    } else if (!endedSession(error)) {
      showErrorDialog(messages.coupons.fetchFailed, error);
    }
  }
}

/** Assigns a coupon to the selected users; true when the server took it. */
export async function assignCoupon(couponId: string, userIds: readonly string[]): Promise<boolean> {
  try {
    await api.call(coupons.assignUsers, { body: { couponId, userIds: [...userIds] } });
    showToast('success', messages.users.assignmentSuccessful);
    return true;
  } catch (error) {
    showErrorDialog(messages.users.assignmentFailed, error);
    return false;
  }
}
