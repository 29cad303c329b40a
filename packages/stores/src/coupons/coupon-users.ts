import type { coupons, users } from '@satchel/api';
import { couponAssignment } from '../data/assign-coupon.js';
import { createFormStore } from '../data/create-form-store.js';
import { searchUsers } from '../data/user-search.js';

/**
 * The coupon screen's Assign to users dialog, on the coupon it gives: the users chosen from the
 * Users screen's search. It closes when the server took the assignment.
 */
export const couponUsersForm = createFormStore<
  { readonly chosen: readonly users.User[] },
  coupons.Coupon
>({
  initial: () => ({ chosen: [] }),
  // Assign is disabled until a user is chosen: no rule speaks under a field.
  validate: () => ({}),
  submit: async ({ chosen }, coupon) =>
    coupon !== null &&
    chosen.length > 0 &&
    couponAssignment.run(
      coupon.id,
      chosen.map((user) => user.id),
    ),
});

/** Opens the dialog for a coupon, its user search empty. */
export function openCouponUsersAssignment(coupon: coupons.Coupon): void {
  void searchUsers('');
  couponUsersForm.open(coupon);
}
