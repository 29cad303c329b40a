import { coupons, readList } from '@satchel/api';
import { computed } from 'nanostores';
import { api } from '../client.js';
import { couponAssignment } from '../data/assign-coupon.js';
import { createFormStore } from '../data/create-form-store.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { isAnswer } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { $selectedUsers } from './user-selection.js';
import { usersList } from './users-list.js';

/**
 * The Assign Coupon dialog, on the users it gives a coupon to: the coupon chosen. On success it
 * closes and the ticks clear. With every matching user chosen (`allMatching`), it hands the
 * coupon to the list's bulk run instead, which counts and asks to confirm.
 */
export const couponAssignmentForm = createFormStore<
  { readonly couponId: string },
  { readonly userIds: readonly string[]; readonly allMatching?: boolean }
>({
  initial: () => ({ couponId: '' }),
  // Assign is disabled until a coupon is chosen: no rule speaks under a field.
  validate: () => ({}),
  submit: async ({ couponId }, dialog) => {
    if (dialog?.allMatching) {
      await usersList.bulk.change({ action: 'users.assignCoupon', couponId });
      return true;
    }
    const assigned = dialog !== null && (await couponAssignment.run(couponId, dialog.userIds));
    if (assigned) $selectedUsers.set([]);
    return assigned;
  },
});

export function openCouponAssignment(): void {
  const userIds = $selectedUsers.get();
  if (usersList.bulk.$allMatching.get()) couponAssignmentForm.open({ userIds, allMatching: true });
  else if (userIds.length > 0) couponAssignmentForm.open({ userIds });
}

/** Coupons an operator can assign: the first page of active ones, newest first. */
const assignableCoupons = createResource({
  // Each opening of the dialog asks again.
  key: computed(couponAssignmentForm.$form, (form) =>
    form.open ? (form.context?.userIds.join() ?? null) : null,
  ),
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
