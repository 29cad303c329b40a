import type { coupons } from '@satchel/api';
import { atom } from 'nanostores';
import { couponAssignment } from '../data/assign-coupon.js';
import { searchUsers } from '../data/user-search.js';

/** The coupon screen's Assign to users dialog: the coupon it gives; null while closed. */
export const $couponUsersAssignment = atom<coupons.Coupon | null>(null);

/** Opens the dialog for a coupon, its user search empty. */
export function openCouponUsersAssignment(coupon: coupons.Coupon): void {
  void searchUsers('');
  $couponUsersAssignment.set(coupon);
}

export function closeCouponUsersAssignment(): void {
  if (!couponAssignment.$busy.get()) $couponUsersAssignment.set(null);
}

/** Assigns the dialog's coupon to the chosen users; the dialog closes when the server took it. */
export async function assignCouponToUsers(userIds: readonly string[]): Promise<boolean> {
  const coupon = $couponUsersAssignment.get();
  if (!coupon || userIds.length === 0) return false;
  const assigned = await couponAssignment.run(coupon.id, userIds);
  if (assigned) $couponUsersAssignment.set(null);
  return assigned;
}
