// The users screen's stores, as `@satchel/stores` exports them under `users`.
export { $userSearch, $userSearching, searchUsers } from '../data/user-search.js';
export {
  $assignableCoupons,
  couponAssignmentForm,
  openCouponAssignment,
} from './coupon-assignment.js';
export { $selectedUsers, selectUsers } from './user-selection.js';
export { setUserStatus } from './user-status.js';
export { usersList } from './users-list.js';
export { $websitePreview, closeWebsitePreview, previewWebsite } from './website-preview.js';
