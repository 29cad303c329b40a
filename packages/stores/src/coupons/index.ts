// The coupons screen's stores, as `@satchel/stores` exports them under `coupons`.
export { $assigningCoupon } from '../data/assign-coupon.js';
export { requestCouponDeletion } from './coupon-deletion.js';
export {
  $couponForm,
  $savingCoupon,
  type CouponForm,
  closeCouponForm,
  couponFormValues,
  openCreateCoupon,
  openEditCoupon,
  saveCoupon,
} from './coupon-form.js';
export {
  type CouponFormValues,
  changeCouponForm,
  regenerateCouponCode,
} from './coupon-form-values.js';
export { setCouponActive, toggleCouponGlobal } from './coupon-toggles.js';
export {
  $couponUsersAssignment,
  assignCouponToUsers,
  closeCouponUsersAssignment,
  openCouponUsersAssignment,
} from './coupon-users.js';
export { couponsList } from './coupons-list.js';
