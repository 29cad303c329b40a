// The coupons screen's stores, as `@satchel/stores` exports them under `coupons`.
export { $assigningCoupon } from './assign-coupon.js';
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
export {
  $couponUsersAssignment,
  assignCouponToUsers,
  closeCouponUsersAssignment,
  openCouponUsersAssignment,
} from './coupon-users.js';
export {
  $couponsList,
  applyCouponsFilters,
  couponsSection,
  openCouponsList,
  reloadCoupons,
  requestCouponDeletion,
  resetCouponsFilters,
  setCouponActive,
  setCouponsLimit,
  setCouponsPage,
  setCouponsSort,
  toggleCouponGlobal,
} from './coupons-list.js';
