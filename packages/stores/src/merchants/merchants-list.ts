import { merchants } from '@satchel/api';
import { api } from '../client.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { createStatusAction } from '../data/status-action.js';
import { messages } from '../messages/index.js';

/** Where the Merchants screen lives in the shell. */
export const merchantsSection = '/merchants';

/** The Merchant Management table (spec part 1 §2). */
const merchantsList = createListStore<merchants.Merchant>({
  fetchPage: fetchList(merchants.list, merchants.merchantList),
  failureTitle: messages.merchants.fetchFailed,
  emptyMessage: messages.merchants.empty,
  section: merchantsSection,
});

export const $merchantsList = merchantsList.$list;
export const {
  open: openMerchantsList,
  load: reloadMerchants,
  setPage: setMerchantsPage,
  setLimit: setMerchantsLimit,
  setSort: setMerchantsSort,
  applyFilters: applyMerchantsFilters,
  resetFilters: resetMerchantsFilters,
} = merchantsList;

/**
 * The status choices of a merchant's row (spec part 1 §4): rows with a WhatsApp number offer
 * inactive too; rows with only a GST number do not.
 */
export const merchantStatusChoices = (merchant: merchants.Merchant): merchants.MerchantStatus[] =>
  merchant.whatsappNumber
    ? ['active', 'pending', 'inactive', 'incomplete', 'suspended']
    : ['active', 'pending', 'incomplete', 'suspended'];

/** Like users: applied when the server has it; a refusal is logged and told, the row unchanged. */
export const setMerchantStatus = createStatusAction(
  merchantsList,
  async (id, status: merchants.MerchantStatus) =>
    (await api.call(merchants.setStatus, { params: { id }, body: { status } })).data,
  'Merchant status update failed',
  (merchant) => merchant.storeName,
);
