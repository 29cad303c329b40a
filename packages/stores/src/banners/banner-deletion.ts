import { banners } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { forgetEditedBanner } from './banner-form.js';
import { bannersList } from './banners-list.js';

const deletion = createAction({
  run: async (id: string) => {
    await api.call(banners.remove, { params: { id } });
    // The form may be updating the banner that is gone: it returns to add mode.
    forgetEditedBanner(id);
    await bannersList.reload();
  },
  success: () => messages.banners.deleted,
  get failure() {
    return messages.banners.deletionFailed;
  },
});

/** Asks to confirm, then deletes the banner and reloads the table. */
export function requestBannerDeletion(banner: banners.Banner): void {
  showDialog({
    type: 'confirm',
    title: messages.banners.deleteTitle,
    message: messages.banners.deleteQuestion(banner.title),
    onConfirm: () => void deletion.run(banner.id),
  });
}
