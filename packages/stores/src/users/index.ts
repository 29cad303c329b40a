// The users screen's stores, as `@satchel/stores` exports them under `users`.
export {
  $assignableCoupons,
  couponAssignmentForm,
  openCouponAssignment,
} from './coupon-assignment.js';
export { $userSearch, $userSearching, searchUsers } from './user-search.js';
export {
  $selectedUsers,
  $usersList,
  applyUsersFilters,
  openUsersList,
  reloadUsers,
  resetUsersFilters,
  selectUsers,
  setUserStatus,
  setUsersLimit,
  setUsersPage,
  setUsersSort,
  usersSection,
} from './users-list.js';
export { $websitePreview, closeWebsitePreview, previewWebsite } from './website-preview.js';
