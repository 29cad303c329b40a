import { coupons, readList } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { couponAssignment } from '../data/assign-coupon.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { isAnswer } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { $selectedUsers } from './user-selection.js';

/** The Assign Coupon dialog: the users it gives a coupon to; null while closed. */
export const $couponAssignment = atom<{ readonly userIds: readonly string[] } | null>(null);

export function openCouponAssignment(): void {
  const userIds = $selectedUsers.get();
  if (userIds.length > 0) $couponAssignment.set({ userIds });
}

export function closeCouponAssignment(): void {
  if (!couponAssignment.$busy.get()) $couponAssignment.set(null);
}

/** Coupons an operator can assign: the first page of active ones, newest first. */
const assignableCoupons = createResource({
  // Each opening of the dialog asks again.
  key: computed($couponAssignment, (dialog) => (dialog ? dialog.userIds.join() : null)),
  fetch: async () => {
    try {
      const answer = await api.call(coupons.list, {
        query: { page: 1, limit: 100, sort: -1, expired: 'false' },
      });
      return readList(coupons.couponList, answer).items.filter((coupon) => coupon.isActive);
    } catch (error) {
      if (isAnswer(error, messages.coupons.empty)) return [];
      throw error;
    }
  },
  onError: (error) => showErrorDialog(messages.coupons.fetchFailed, error),
});

export const $assignableCoupons = computed(
  assignableCoupons.$state,
  (state): readonly coupons.Coupon[] => state.data ?? [],
);

/** Assigns a coupon to the dialog's users; on success the dialog closes and the ticks clear. */
export async function assignCoupon(couponId: string): Promise<boolean> {
  const dialog = $couponAssignment.get();
  if (!dialog) return false;
  const assigned = await couponAssignment.run(couponId, dialog.userIds);
  if (assigned) {
    $couponAssignment.set(null);
    $selectedUsers.set([]);
  }
  return assigned;
}
