// The banners screen's stores, as `@satchel/stores` exports them under `banners`.
export { requestBannerDeletion } from './banner-deletion.js';
export {
  $bannerForm,
  $savingBanner,
  type BannerForm,
  bannerFormValues,
  cancelBannerEdit,
  editBanner,
  saveBanner,
} from './banner-form.js';
export {
  type BannerFormValues,
  type BannerTarget,
  changeBannerForm,
} from './banner-form-values.js';
export { bannersList } from './banners-list.js';
export {
  $searchingTargets,
  $targetChoices,
  searchTargets,
  type TargetChoice,
  type TargetKind,
} from './redirect-targets.js';
