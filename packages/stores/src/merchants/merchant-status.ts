import { merchants } from '@satchel/api';
import { api } from '../client.js';
import { merchantsList } from './merchants-list.js';

/**
 * The status choices of a merchant's row (spec part 1 §4): rows with a WhatsApp number offer
 * inactive too; rows with only a GST number do not.
 */
export const merchantStatusChoices = (merchant: merchants.Merchant): merchants.MerchantStatus[] =>
  merchant.whatsappNumber
    ? ['active', 'pending', 'inactive', 'incomplete', 'suspended']
    : ['active', 'pending', 'incomplete', 'suspended'];

/** Like users: applied when the server has it; a refusal is logged and told, the row unchanged. */
export const setMerchantStatus = (id: string, status: merchants.MerchantStatus): Promise<boolean> =>
  merchantsList.updateRow(id, {
    mode: 'pessimistic',
    write: async () =>
      (await api.call(merchants.setStatus, { params: { id }, body: { status } })).data,
    failure: { log: 'Merchant status update failed', rowName: (merchant) => merchant.storeName },
  });
