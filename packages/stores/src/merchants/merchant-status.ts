import { merchantStatusesOffered, merchants } from '@satchel/api';
import { api } from '../client.js';
import { merchantsList } from './merchants-list.js';

/** The status choices of a merchant's row: the statuses the rules offer it. */
export const merchantStatusChoices = (merchant: merchants.Merchant): merchants.MerchantStatus[] =>
  merchantStatusesOffered(merchant);

/** Like users: applied when the server has it; a refusal is logged and told, the row unchanged. */
export const setMerchantStatus = (id: string, status: merchants.MerchantStatus): Promise<boolean> =>
  merchantsList.updateRow(id, {
    mode: 'pessimistic',
    write: async () =>
      (await api.call(merchants.setStatus, { params: { id }, body: { status } })).data,
    failure: { log: 'Merchant status update failed', rowName: (merchant) => merchant.storeName },
  });
