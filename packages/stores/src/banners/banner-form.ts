import { banners } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';
import {
  type BannerFormErrors,
  type BannerFormValues,
  bannerBody,
  bannerFormValuesOf,
  newBannerFormValues,
  validateBannerForm,
} from './banner-form-values.js';
import { bannersList } from './banners-list.js';

/**
 * The banner form (spec part 1 §4): adding a banner, or updating `banner`. Each change of mode,
 * and each save, is a new object, so the form refills.
 */
export type BannerForm =
  | { readonly mode: 'add' }
  | { readonly mode: 'update'; readonly banner: banners.Banner };

export const $bannerForm = atom<BannerForm>({ mode: 'add' });

/** Update mode, the form filled from the row. */
export const editBanner = (banner: banners.Banner): void =>
  $bannerForm.set({ mode: 'update', banner });

const saving = createAction({
  run: async (form: BannerForm, values: BannerFormValues) => {
    const body = bannerBody(values);
    if (form.mode === 'add') {
      await api.call(banners.create, { body });
      await bannersList.reload();
    } else {
      const { data } = await api.call(banners.update, { params: { id: form.banner.id }, body });
      bannersList.showRow(data);
    }
  },
  success: (_, form) => (form.mode === 'add' ? messages.banners.created : messages.banners.updated),
  failure: messages.banners.saveFailed,
});

export const $savingBanner = saving.$busy;

/** Cancel: back to add mode with an empty form (not while a save is under way). */
export function cancelBannerEdit(): void {
  if (!saving.$busy.get()) $bannerForm.set({ mode: 'add' });
}

/** Back to add mode when the banner being updated is `id` (it has been deleted). */
export function forgetEditedBanner(id: string): void {
  const form = $bannerForm.get();
  if (form.mode === 'update' && form.banner.id === id) $bannerForm.set({ mode: 'add' });
}

/** The values the form opens with: empty, or the banner's. */
export const bannerFormValues = (form: BannerForm): BannerFormValues =>
  form.mode === 'update' ? bannerFormValuesOf(form.banner) : newBannerFormValues();

/**
 * Adds or updates the form's banner: field errors when the rules refuse it (nothing is sent);
 * once the server took it the form empties, back in add mode, and keeps what was typed under
 * the failure dialog otherwise.
 */
export async function saveBanner(
  values: BannerFormValues,
): Promise<{ ok: boolean; errors: BannerFormErrors }> {
  const errors = validateBannerForm(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ok = await saving.run($bannerForm.get(), values);
  if (ok) $bannerForm.set({ mode: 'add' });
  return { ok, errors: {} };
}
