import { banners } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';
import {
  type BannerFormValues,
  bannerBody,
  bannerFormValuesOf,
  changeBannerForm,
  newBannerFormValues,
  validateBannerForm,
} from './banner-form-values.js';
import { bannersList } from './banners-list.js';

const saving = createAction({
  run: async (banner: banners.Banner | null, values: BannerFormValues) => {
    const body = bannerBody(values);
    if (banner === null) {
      await api.call(banners.create, { body });
      await bannersList.reload();
    } else {
      const { data } = await api.call(banners.update, { params: { id: banner.id }, body });
      bannersList.showRow(data);
    }
  },
  success: (_, banner) => (banner === null ? messages.banners.created : messages.banners.updated),
  get failure() {
    return messages.banners.saveFailed;
  },
});

/**
 * The one banner form (spec part 1 §4), above the table: add mode, or update mode on the banner
 * of a row (its context). Field errors when the rules refuse it (nothing is sent); once the
 * server took it the form empties, back in add mode, and keeps what was typed under the failure
 * dialog otherwise.
 */
export const bannerForm = createFormStore<BannerFormValues, banners.Banner>({
  initial: (banner) => (banner ? bannerFormValuesOf(banner) : newBannerFormValues()),
  validate: validateBannerForm,
  submit: (values, banner) => saving.run(banner, values),
  inline: true,
});

/** Update mode, the form filled from the row. */
export const editBanner = (banner: banners.Banner): void => bannerForm.open(banner);

/** Applies the operator's change (and what follows from it); its fields' messages go. */
export function changeBanner(changes: Partial<BannerFormValues>): void {
  bannerForm.update(changeBannerForm(bannerForm.$form.get().values, changes), Object.keys(changes));
}

/** Cancel: back to add mode with an empty form (not while a save is under way). */
export function cancelBannerEdit(): void {
  if (!bannerForm.$form.get().busy) bannerForm.reset();
}

/** Back to add mode when the banner being updated is `id` (it has been deleted). */
export function forgetEditedBanner(id: string): void {
  if (bannerForm.$form.get().context?.id === id) bannerForm.reset();
}
