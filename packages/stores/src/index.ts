// Shared pieces: the client, feedback, session, navigation and the data primitives.

// Each screen's stores, one namespace per screen folder.
export * as account from './account/index.js';
export * as approvals from './approvals/index.js';
export * as banners from './banners/index.js';
export * as categories from './categories/index.js';
export { api } from './client.js';
export * as competitions from './competitions/index.js';
export * as coupons from './coupons/index.js';
export * as dashboard from './dashboard/index.js';
export { type Action, type ActionOptions, createAction } from './data/create-action.js';
export {
  createFeedStore,
  createKeyedFeedStore,
  type FeedState,
  type FeedStore,
  type KeyedFeedStore,
} from './data/create-feed-store.js';
export {
  createFormStore,
  type FormErrors,
  type FormOptions,
  type FormState,
  type FormStore,
  type SubmitResult,
} from './data/create-form-store.js';
export {
  createListStore,
  type FilterValues,
  type ListOptions,
  type ListState,
  type ListStore,
} from './data/create-list-store.js';
export {
  createResource,
  type Resource,
  type ResourceOptions,
  type ResourceState,
} from './data/create-resource.js';
export {
  $exports,
  dismissExport,
  type ExportProgress,
} from './data/export-progress.js';
export { BULK_POLL_MS, type BulkRequest, type ListBulk } from './data/list-bulk.js';
export { downloadExport, EXPORT_POLL_MS, type ExportColumn } from './data/list-export.js';
export { baseListParams, type ListParams, mergeFilters, toQuery } from './data/list-params.js';
export type { ListViewsApi, ListViewsState } from './data/list-views.js';
export { startLiveChanges } from './data/live-changes.js';
export type { ListItem, RowFailure, RowUpdate } from './data/row-update.js';
export { saveTextFile } from './data/save-file.js';
export * as drivers from './drivers/index.js';
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
export * as history from './history/index.js';
export * as merchants from './merchants/index.js';
export {
  type Catalogue,
  type Language,
  languageNames,
  languages,
  type Translation,
} from './messages/catalogue.js';
// The installed language's texts (live bindings); each language's catalogue is a chunk of its
// own, loaded by the boot: neither is part of the sign-in page's first load.
export {
  elementTexts,
  installCatalogue,
  language,
  locale,
  messages,
  twoStepLogin as twoStepLoginMessages,
} from './messages/index.js';
export { loadCatalogue, localeOf, preferredLanguage } from './messages/load-catalogue.js';
export {
  $place,
  $section,
  defaultSection,
  goTo,
  openSection,
  type Place,
  placeHash,
  sectionNamedAtStart,
} from './navigation/place.js';
export { $page, $router, goHome, type PageName } from './navigation/router.js';
export { $sectionTab, showSectionTab } from './navigation/section-tab.js';
export * as orders from './orders/index.js';
export * as productManagement from './product-management/index.js';
export * as products from './products/index.js';
export * as sales from './sales/index.js';
export * as schools from './schools/index.js';
export * as findAnything from './search/index.js';
export { followOperatorLanguage, languageToBoot } from './session/language.js';
export { $codeStep, loginForm } from './session/login.js';
export {
  type LoginErrors,
  type LoginValues,
  minPasswordLength,
  validateLogin,
} from './session/login-rules.js';
export { logout, requestLogout } from './session/logout.js';
export { $permissions, allows } from './session/permissions.js';
export { $loadPagesAtOnce, $preferences } from './session/preferences.js';
export { restoreSession } from './session/restore-session.js';
export {
  savePreferences,
  setLanguage,
  setLoadPagesAtOnce,
  setTheme,
} from './session/save-preferences.js';
export {
  $isAuthenticated,
  $restoring,
  $session,
  clearSession,
  type Session,
  setSession,
} from './session/session.js';
export { $theme } from './session/theme.js';
export * as settings from './settings/index.js';
export * as signInRules from './sign-in-rules/index.js';
export * as team from './team/index.js';
export * as users from './users/index.js';
