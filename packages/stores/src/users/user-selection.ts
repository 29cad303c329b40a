import { atom } from 'nanostores';

/** The ids of the rows the operator ticked (what Assign Coupon gives a coupon to). */
export const $selectedUsers = atom<readonly string[]>([]);

export const selectUsers = (ids: readonly string[]): void => $selectedUsers.set(ids);
