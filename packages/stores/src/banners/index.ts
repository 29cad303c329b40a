// The banners screen's stores, as `@satchel/stores` exports them under `banners`.
export { requestBannerDeletion } from './banner-deletion.js';
export { bannerForm, cancelBannerEdit, changeBanner, editBanner } from './banner-form.js';
export type { BannerFormValues, BannerTarget } from './banner-form-values.js';
export { bannersList } from './banners-list.js';
export {
  $searchingTargets,
  $targetChoices,
  searchTargets,
  type TargetChoice,
  type TargetKind,
} from './redirect-targets.js';
