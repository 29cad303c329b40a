// The coupons screen's stores, as `@satchel/stores` exports them under `coupons`.
export { requestCouponDeletion } from './coupon-deletion.js';
export {
  type CouponForm,
  changeCoupon,
  couponForm,
  openCreateCoupon,
  openEditCoupon,
  regenerateCode,
} from './coupon-form.js';
export type { CouponFormValues } from './coupon-form-values.js';
export { setCouponActive, toggleCouponGlobal } from './coupon-toggles.js';
export { couponUsersForm, openCouponUsersAssignment } from './coupon-users.js';
export { couponsList } from './coupons-list.js';
