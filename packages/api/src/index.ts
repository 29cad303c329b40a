export { ApiError } from './client/api-error.js';
export type { CallAnswer, CallArgs, CallInput } from './client/call-types.js';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
} from './client/create-api-client.js';
export {
  createReadAfter,
  formatWalPosition,
  parseWalPosition,
  READ_AFTER_HEADER,
  type WalPosition,
  WRITTEN_AT_HEADER,
} from './client/read-after.js';
export { transportMessages } from './client/transport-messages.js';
export * as account from './contract/account.js';
export type {
  AdminInfo,
  LoginAnswer,
  LoginBody,
  Preferences,
  RoleInfo,
} from './contract/admin.js';
export * as admin from './contract/admin.js';
export * as approvals from './contract/approvals.js';
export * as banners from './contract/banners.js';
export * as bulkRuns from './contract/bulk-runs.js';
export {
  type CallContract,
  type CallPermission,
  defineCall,
  type ListSource,
  permissionText,
  permissionWords,
  SIGNED_IN,
} from './contract/call.js';
export * as categories from './contract/categories.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  Id,
  IdempotencyHeaders,
  ListQuery,
  MAX_PAGE,
  MessageBody,
} from './contract/common.js';
export * as competitions from './contract/competitions.js';
export * as coupons from './contract/coupons.js';
export * as dashboard from './contract/dashboard.js';
export * as drivers from './contract/drivers.js';
export { ErrorBody, FileIssue } from './contract/error-body.js';
export { type ErrorCode, errorCodeOfStatus, errorCodes } from './contract/error-codes.js';
export * as events from './contract/events.js';
export * as listExports from './contract/exports.js';
export * as history from './contract/history.js';
export {
  type ListAnswerOf,
  type ListEnvelope,
  type ListFilterName,
  type ListFilters,
  type ListNames,
  type ListPage,
  listEnvelope,
  readList,
  writeList,
} from './contract/list.js';
export {
  isListKind,
  type ListKind,
  ListKindSchema,
  listCalls,
  listKinds,
  type ViewListKind,
  viewListKinds,
} from './contract/list-kinds.js';
export * as merchants from './contract/merchants.js';
export * as orders from './contract/orders.js';
export * as productCsv from './contract/product-csv.js';
export * as products from './contract/products.js';
export { refusalMessages } from './contract/refusal-messages.js';
export * as roles from './contract/roles.js';
export * as sales from './contract/sales.js';
export * as schools from './contract/schools.js';
export * as search from './contract/search.js';
export * as settings from './contract/settings.js';
export {
  type RequestState,
  requestStates,
  SettlementRequest,
} from './contract/settlement-request.js';
export * as signInRules from './contract/sign-in-rules.js';
export { successMessages } from './contract/success-messages.js';
export * as team from './contract/team.js';
export * as users from './contract/users.js';
export { viewListQuery } from './contract/view-lists.js';
export * as views from './contract/views.js';
export { addressLine, localityLine, type PostalAddress } from './domain/address.js';
export {
  type BannerIssues,
  type BannerRuleTexts,
  bannerMessages,
  checkBanner,
  firstBannerIssue,
  isBannerImageLink,
} from './domain/banner.js';
export {
  addDays,
  BUSINESS_TIME_ZONE,
  businessDateTime,
  businessDay,
  type Day,
  isCalendarDay,
} from './domain/business-day.js';
export {
  type CategoryIssues,
  type CategoryRuleTexts,
  type CategoryRuleValues,
  categoryMessages,
  checkCategory,
  checkLogoFile,
  firstCategoryIssue,
  isImageLink,
  LOGO_CONTENT_TYPES,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_LOGO_BYTES,
  MAX_LOGO_URL_LENGTH,
} from './domain/category.js';
export { compareClassLevels } from './domain/class-level.js';
export {
  type CompetitionRuleTexts,
  checkCompetitionName,
  checkProductIds,
  competitionMessages,
  MAX_ASSOCIATION_COMPETITIONS,
  MAX_ASSOCIATION_IDS,
  MAX_COMPETITION_LOGO_LENGTH,
  MAX_COMPETITION_NAME_LENGTH,
  splitProductIds,
} from './domain/competition.js';
export { formatCount, pluralOf } from './domain/counting.js';
export {
  type CouponRuleTexts,
  type CouponType,
  checkCoupon,
  checkCouponCode,
  checkExpiresIn,
  couponDefaults,
  couponMessages,
  expiryFromNow,
  firstCouponIssue,
  generateCouponCode,
  hasExpired,
  hoursLeft,
  NEVER_EXPIRES_HOURS,
} from './domain/coupon.js';
export { merchantStatusesOffered } from './domain/merchant-status.js';
export { formatRupees, sumRupees } from './domain/money.js';
export {
  type Action,
  ANY_LIST,
  actions,
  allPermissions,
  type BuiltInRole,
  builtInRoleKeys,
  builtInRoles,
  isPermission,
  notAllowedMessage,
  type Permission,
  type Resource,
  type RoleDefinition,
  resourceActions,
  resourceOf,
  resources,
  withImpliedReads,
} from './domain/permissions.js';
export { phoneSearchText } from './domain/phone.js';
export {
  type Language,
  languages,
  type ThemeChoice,
  themeChoices,
} from './domain/preferences.js';
export {
  type CsvCellIssue,
  type CsvIssue,
  checkProductCsvHeader,
  ERROR_REPORT_COLUMN,
  MAX_PRODUCT_CSV_BYTES,
  MAX_PRODUCT_CSV_COLUMNS,
  MAX_PRODUCT_CSV_HEADER_CHARACTERS,
  MAX_PRODUCT_CSV_ROWS,
  MAX_PRODUCT_IMAGES,
  MAX_QUOTED_CHARACTERS,
  merchantCsvTypeOf,
  PRODUCT_CSV_CONTENT_TYPES,
  type ProductCsvRowReading,
  type ProductCsvType,
  type ProductCsvValues,
  productCsvColumns,
  productCsvExamples,
  productCsvTypes,
  readProductCsvRow,
  wordProblem,
} from './domain/product-csv.js';
export {
  type ProductCsvProblemCode,
  type ProductCsvRuleTexts,
  productCsvMessages,
} from './domain/product-csv-messages.js';
export { isRecordId, RECORD_ID_PATTERN } from './domain/record-id.js';
export { type SalesPeriod, salesPeriodDays, salesPeriods } from './domain/sales-period.js';
export {
  type ActivityStatus,
  activityStatuses,
  type BranchAddressValues,
  branchesToCreate,
  canRemoveRow,
  checkAddBranch,
  checkAddMerchant,
  DEFAULT_COUNTRY,
  isBranchFilled,
  isPercent,
  isZipCode,
  MAX_SCHOOL_LOGO_LENGTH,
  MAX_SCHOOL_TEXT_LENGTH,
  merchantsToSave,
  type SchoolRuleTexts,
  type SetType,
  schoolDefaults,
  schoolMessages,
  setTypeLabels,
  setTypes,
} from './domain/school.js';
export { type SettingRuleTexts, settingMessages } from './domain/setting-messages.js';
export {
  checkSetting,
  defaultSettings,
  needsApproval,
  type SettingDefinition,
  type SettingKind,
  type SettingName,
  type SettingValues,
  settingDefinitions,
  settingNames,
} from './domain/settings.js';
export type { Translation } from './domain/translation.js';
export { isOutsideLink, isWebLink } from './domain/web-link.js';
