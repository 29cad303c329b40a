import { products } from '@satchel/api';
import { api } from '../client.js';
import { messages } from '../messages/index.js';
import { productsList } from './products-list.js';

/**
 * Disables a product for the marketplace, or enables it again (spec part 1 §4). The row shows
 * the new state at once and then the server's answer; a refusal puts the row back as it was and
 * opens "Product Disabled Failed" with the server's text.
 */
export const setProductAdminDisabled = (id: string, adminDisabled: boolean): Promise<boolean> =>
  productsList.updateRow(id, {
    mode: 'optimistic',
    change: (product) => ({ ...product, adminDisabled }),
    write: async () =>
      (await api.call(products.setAdminDisabled, { params: { id }, body: { adminDisabled } })).data,
    failure: { dialog: messages.products.disableFailed },
  });
