// The coupons screen's stores, as `@satchel/stores` exports them under `coupons`.
export {
  type CouponForm,
  changeCoupon,
  couponForm,
  openCreateCoupon,
  openEditCoupon,
  regenerateCode,
} from './coupon-form.js';
export type { CouponFormValues } from './coupon-form-values.js';
export { couponUsersForm, openCouponUsersAssignment } from './coupon-users.js';
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
