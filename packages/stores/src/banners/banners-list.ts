import { banners } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Banners table (spec part 1 §2). */
export const bannersList = createListStore(banners.bannerList, {
  kind: 'banners',
  section: '/banners',
  get failureTitle() {
    return messages.banners.fetchFailed;
  },
  get emptyMessage() {
    return messages.banners.empty;
  },
});
