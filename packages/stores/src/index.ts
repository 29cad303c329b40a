// Shared pieces: the client, feedback, session, navigation and the data primitives.

// Banners screen.
export { requestBannerDeletion } from './banners/banner-deletion.js';
export {
  $bannerForm,
  $savingBanner,
  type BannerForm,
  bannerFormValues,
  cancelBannerEdit,
  editBanner,
  saveBanner,
} from './banners/banner-form.js';
export {
  type BannerFormValues,
  type BannerTarget,
  changeBannerForm,
} from './banners/banner-form-values.js';
export {
  $bannersList,
  applyBannersFilters,
  bannersSection,
  openBannersList,
  reloadBanners,
  resetBannersFilters,
  setBannersLimit,
  setBannersPage,
  setBannersSort,
} from './banners/banners-list.js';
export {
  $searchingTargets,
  $targetChoices,
  searchTargets,
  type TargetChoice,
  type TargetKind,
} from './banners/redirect-targets.js';
// Categories screen.
export {
  $categoriesList,
  applyCategoriesFilters,
  categoriesSection,
  openCategoriesList,
  reloadCategories,
  resetCategoriesFilters,
  setCategoriesLimit,
  setCategoriesPage,
  setCategoriesSort,
} from './categories/categories-list.js';
export {
  $categoryForm,
  $submittingCategory,
  type CategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
  changeCategoryForm,
  submitCategory,
} from './categories/category-form.js';
export { api } from './client.js';
export {
  $competitionForm,
  $savingCompetition,
  type CompetitionForm,
  type CompetitionFormErrors,
  type CompetitionFormValues,
  closeCompetitionForm,
  competitionFormValues,
  openEditCompetition,
  openOnboardCompetition,
  saveCompetition,
} from './competitions/competition-form.js';
// Special Category: the Competition tab.
export {
  $competitionProducts,
  type CompetitionProductsState,
  hasMoreProducts,
  loadMoreCompetitionProducts,
  toggleCompetitionProducts,
} from './competitions/competition-products.js';
export {
  $competitions,
  COMPETITIONS_SCROLL_THRESHOLD,
  type CompetitionsState,
  hasMoreCompetitions,
  loadMoreCompetitions,
  reloadCompetitions,
  searchCompetitions,
} from './competitions/competitions-list.js';
export {
  $changingAssociation,
  $productAssociation,
  type AssociationMode,
  changeProductAssociation,
  closeProductAssociation,
  openProductAssociation,
  type ProductAssociation,
} from './competitions/product-association.js';
// Coupon Management screen (and the Users screen's coupon assignment).
export { $assigningCoupon } from './coupons/assign-coupon.js';
export {
  $couponForm,
  $savingCoupon,
  type CouponForm,
  closeCouponForm,
  couponFormValues,
  openCreateCoupon,
  openEditCoupon,
  saveCoupon,
} from './coupons/coupon-form.js';
export {
  type CouponFormValues,
  changeCouponForm,
  regenerateCouponCode,
} from './coupons/coupon-form-values.js';
export {
  $couponUsersAssignment,
  assignCouponToUsers,
  closeCouponUsersAssignment,
  openCouponUsersAssignment,
} from './coupons/coupon-users.js';
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
} from './coupons/coupons-list.js';
export { type Action, type ActionOptions, createAction } from './data/create-action.js';
export {
  createListStore,
  forgetListQueries,
  type ListState,
  type ListStore,
  type ListStoreOptions,
} from './data/create-list-store.js';
export {
  createResource,
  type Resource,
  type ResourceOptions,
  type ResourceState,
} from './data/create-resource.js';
export { baseListParams, type ListParams, mergeFilters, toQuery } from './data/list-params.js';
export { saveTextFile } from './data/save-file.js';
// Drivers screen.
export {
  $driverDocuments,
  closeDriverDocuments,
  openDriverDocuments,
} from './drivers/driver-documents.js';
export {
  $driverEarnings,
  $driverSettlementDialog,
  $fetchingDriverEarnings,
  $settlingDriver,
  closeDriverSettlement,
  fetchDriverEarnings,
  openDriverSettlement,
  settleDriver,
} from './drivers/driver-settlement.js';
export { type DriverSettlementValues, typedDriverId } from './drivers/driver-settlement-rules.js';
export {
  $driversList,
  applyDriversFilters,
  driversSection,
  openDriversList,
  reloadDrivers,
  resetDriversFilters,
  setDriverStatus,
  setDriversLimit,
  setDriversPage,
  setDriversSort,
} from './drivers/drivers-list.js';
export {
  $dialog,
  closeDialog,
  type Dialog,
  type DialogCloseReason,
  type DialogType,
  showDialog,
  showErrorDialog,
} from './feedback/dialog.js';
export {
  $toasts,
  dismissToast,
  maxToasts,
  showToast,
  type Toast,
  type ToastVariant,
} from './feedback/toasts.js';
// Merchants screen.
export {
  defaultEarningReportValues,
  type EarningReportErrors,
  type EarningReportValues,
  validateEarningReport,
} from './merchants/earning-report.js';
export {
  $merchantDocuments,
  closeMerchantDocuments,
  openMerchantDocuments,
} from './merchants/merchant-documents.js';
export {
  $downloadingEarningReport,
  $earningReportDialog,
  closeEarningReport,
  downloadEarningReport,
  downloadProductsCsv,
  openEarningReport,
} from './merchants/merchant-files.js';
export {
  $merchantsList,
  applyMerchantsFilters,
  merchantStatusChoices,
  merchantsSection,
  openMerchantsList,
  reloadMerchants,
  resetMerchantsFilters,
  setMerchantStatus,
  setMerchantsLimit,
  setMerchantsPage,
  setMerchantsSort,
} from './merchants/merchants-list.js';
export {
  type SettlementErrors,
  type SettlementValues,
  validateSettlement,
} from './merchants/settlement.js';
export {
  $settlementDialog,
  $settlementEarnings,
  $settling,
  closeSettlement,
  openSettlement,
  settleMerchant,
} from './merchants/settlement-dialog.js';
// The parts of the catalogue the sign-in page shows, on their own: the whole catalogue (every
// screen's texts) is not part of its first load.
export { common as commonMessages } from './messages/common.js';
export { messages } from './messages/index.js';
export { notFound as notFoundMessages } from './messages/shell.js';
export {
  $place,
  $section,
  defaultSection,
  goTo,
  openSection,
  type Place,
  placeHash,
} from './navigation/place.js';
export { $page, $router, goHome, type PageName } from './navigation/router.js';
export { $sectionTab, showSectionTab } from './navigation/section-tab.js';
export { orderItemTitle } from './orders/item-title.js';
// Order Management screen.
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
  type OpenOrder,
  openOrder,
  orderHref,
  reloadOrder,
} from './orders/order-details.js';
export {
  $chosenOrderStatus,
  $orderCharts,
  $ordersList,
  applyOrdersFilters,
  chooseOrderStatus,
  type OrderStatusFilter,
  openOrdersList,
  orderChartDays,
  orderStatusFilters,
  ordersSection,
  refreshOrders,
  reloadOrders,
  resetOrdersFilters,
  setOrdersLimit,
  setOrdersPage,
  setOrdersSort,
} from './orders/orders-list.js';
// Product Management screen (and the Products screen's bulk assign).
export { type ProductCsvCheck, productCsvCheck } from './product-management/csv-check.js';
export {
  assignCsvUpload,
  type CsvUpload,
  merchantCsvUpload,
} from './product-management/csv-upload.js';
export { validateMerchantId } from './product-management/merchant-id.js';
export { $downloadingTemplate, downloadProductTemplate } from './product-management/templates.js';
export {
  $toolsMerchant,
  $toolsMerchantIdText,
  fetchToolsMerchant,
  forgetToolsMerchant,
  openProductTools,
  productManagementSection,
  type ToolsMerchant,
  typeToolsMerchantId,
  verifyToolsMerchant,
} from './product-management/tools-merchant.js';
// Products screen.
export {
  $productsList,
  applyProductsFilters,
  openProductsList,
  productsSection,
  reloadProducts,
  resetProductsFilters,
  setProductAdminDisabled,
  setProductsLimit,
  setProductsPage,
  setProductsSort,
} from './products/products-list.js';
// Sales Management screen.
export { $salesCategoryChoices } from './sales/category-choices.js';
export { $merchantSales, $salesSummary } from './sales/sales-figures.js';
export { $salesPeriod, chooseSalesPeriod, salesPeriodOptions } from './sales/sales-period.js';
export {
  $soldProducts,
  $soldProductsFilters,
  filterSoldProducts,
  loadMoreSoldProducts,
  type SoldProductsFilters,
  type SoldProductsState,
  searchSoldProducts,
} from './sales/sold-products.js';
export {
  $bundleForm,
  $savingBundle,
  addMerchant,
  type BundleForm,
  changeBundleForm,
  changeMerchant,
  chooseProduct,
  closeBundleForm,
  openAddBundle,
  openEditBundle,
  requestBundleDeletion,
  requestMerchantRemoval,
  saveBundle,
  unchooseProduct,
} from './schools/bundle-form.js';
export {
  type BundleFormErrors,
  type BundleFormValues,
  chosenListingOfTitle,
  type MerchantRow,
  setOf,
} from './schools/bundle-form-values.js';
// Management screen, School tab.
export { $bundleMerchantHints } from './schools/bundle-merchant-names.js';
export {
  $classesLoading,
  $classesView,
  $classLevels,
  $openClasses,
  type ClassBundles,
  type ClassesView,
  closeClasses,
  openClasses,
  toggleClass,
} from './schools/classes.js';
export {
  $productSearchResults,
  $productSearchText,
  clearProductSearch,
  typeProductSearch,
} from './schools/product-search.js';
export {
  $savingSchool,
  $schoolForm,
  addBranch,
  changeBranch,
  changeSchoolForm,
  closeSchoolForm,
  openAddSchool,
  openEditSchool,
  requestSchoolDeletion,
  type SchoolForm,
  saveSchool,
} from './schools/school-form.js';
export type {
  BranchRow,
  SchoolFormErrors,
  SchoolFormValues,
} from './schools/school-form-values.js';
export {
  $schoolSearchText,
  $schoolsGrid,
  loadMoreSchools,
  reloadSchools,
  type SchoolsGrid,
  typeSchoolSearch,
} from './schools/schools-grid.js';
export { $loginSubmitting, type LoginResult, login } from './session/login.js';
export {
  type LoginErrors,
  type LoginValues,
  minPasswordLength,
  validateLogin,
} from './session/login-rules.js';
export { logout, requestLogout } from './session/logout.js';
export { login as loginMessages } from './session/messages.js';
export { $loadPagesAtOnce, setLoadPagesAtOnce } from './session/preferences.js';
export { restoreSession } from './session/restore-session.js';
export {
  $isAuthenticated,
  $restoring,
  $session,
  clearSession,
  type Session,
  setSession,
} from './session/session.js';
// Users screen.
export {
  $assignableCoupons,
  $couponAssignment,
  assignCoupon,
  closeCouponAssignment,
  openCouponAssignment,
} from './users/coupon-assignment.js';
export { $userSearch, $userSearching, searchUsers } from './users/user-search.js';
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
} from './users/users-list.js';
export { $websitePreview, closeWebsitePreview, previewWebsite } from './users/website-preview.js';
