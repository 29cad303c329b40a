export { api } from './client.js';
export {
  $dialog,
  closeDialog,
  type Dialog,
  type DialogCloseReason,
  type DialogType,
  showDialog,
  showErrorDialog,
} from './dialog.js';
export {
  createListStore,
  type ListState,
  type ListStore,
  type ListStoreOptions,
} from './lists/create-list-store.js';
export { baseListParams, type ListParams, mergeFilters, toQuery } from './lists/list-params.js';
export {
  $merchantDocuments,
  $settling,
  closeMerchantDocuments,
  downloadEarningReport,
  downloadProductsCsv,
  merchantStatusChoices,
  merchantsList,
  openMerchantDocuments,
  setMerchantStatus,
  settleMerchant,
} from './lists/merchants.js';
export {
  $orderCharts,
  chooseOrderStatus,
  chosenOrderStatus,
  loadOrderCharts,
  type OrderCharts,
  type OrderStatusFilter,
  orderChartDays,
  orderStatusFilters,
  ordersList,
  refreshOrders,
  resetOrderFilters,
} from './lists/orders.js';
export {
  $assignableCoupons,
  $userSearch,
  $userSearching,
  assignCoupon,
  loadAssignableCoupons,
  searchUsers,
  setUserStatus,
  usersList,
} from './lists/users.js';
export { $loginSubmitting, type LoginResult, login } from './login.js';
export { logout, requestLogout } from './logout.js';
export { messages } from './messages/index.js';
export {
  $assignment,
  $assignmentProgress,
  type AssignableProduct,
  type Assignment,
  assignOrderMerchants,
  chooseMerchant,
  closeAssignment,
  findOrderMerchants,
} from './orders/order-assignment.js';
export {
  $openOrder,
  closeOrder,
  loadOrder,
  type OpenOrder,
  openOrder,
} from './orders/order-details.js';
export { restoreSession } from './restore-session.js';
export { $page, $router, goHome, type PageName } from './router.js';
export {
  defaultEarningReportValues,
  type EarningReportErrors,
  type EarningReportValues,
  validateEarningReport,
} from './rules/earning-report.js';
export {
  type LoginErrors,
  type LoginValues,
  minPasswordLength,
  validateLogin,
} from './rules/login.js';
export { validateMerchantId } from './rules/merchant-id.js';
export {
  type SettlementErrors,
  type SettlementValues,
  validateSettlement,
} from './rules/settlement.js';
export { saveTextFile } from './save-file.js';
export { $section, defaultSection, openSection } from './section.js';
export { knownSections, type Section, sidebarSections } from './sections.js';
export {
  $isAuthenticated,
  $restoring,
  $session,
  clearSession,
  type Session,
  setSession,
} from './session.js';
export {
  $toasts,
  dismissToast,
  maxToasts,
  showToast,
  type Toast,
  type ToastVariant,
} from './toasts.js';
