// The schools screen's stores, as `@satchel/stores` exports them under `schools`.
export {
  addMerchant,
  type BundleForm,
  bundleForm,
  changeBundleForm,
  changeMerchant,
  chooseProduct,
  openAddBundle,
  openEditBundle,
  requestBundleDeletion,
  requestMerchantRemoval,
  unchooseProduct,
} from './bundle-form.js';
export {
  type BundleFormErrors,
  type BundleFormValues,
  chosenListingOfTitle,
  type MerchantRow,
  setOf,
} from './bundle-form-values.js';
export { $bundleMerchantHints } from './bundle-merchant-names.js';
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
} from './classes.js';
export {
  $productSearchResults,
  $productSearchText,
  clearProductSearch,
  typeProductSearch,
} from './product-search.js';
export {
  $loadingBranches,
  addBranch,
  changeBranch,
  changeSchoolForm,
  openAddSchool,
  openEditSchool,
  requestSchoolDeletion,
  type SchoolForm,
  schoolForm,
} from './school-form.js';
export type {
  BranchRow,
  SchoolFormErrors,
  SchoolFormValues,
} from './school-form-values.js';
export { $schoolSearchText, openSchools, schoolsFeed, typeSchoolSearch } from './schools-grid.js';
