import { banners } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { messages } from '../messages/index.js';

/** Where the Banners screen lives in the shell. */
export const bannersSection = '/banners';

/** The Banners table (spec part 1 §2). */
const bannersList = createListStore<banners.Banner>({
  fetchPage: fetchList(banners.list, banners.bannerList),
  failureTitle: messages.banners.fetchFailed,
  emptyMessage: messages.banners.empty,
  section: bannersSection,
});

export const $bannersList = bannersList.$list;
export const {
  open: openBannersList,
  load: reloadBanners,
  setPage: setBannersPage,
  setLimit: setBannersLimit,
  setSort: setBannersSort,
  applyFilters: applyBannersFilters,
  resetFilters: resetBannersFilters,
} = bannersList;

/** Shows a banner as the server now has it (after its form saved it). */
export const showChangedBanner = (banner: banners.Banner): void =>
  bannersList.replaceItem((item) => item.id === banner.id, banner);
