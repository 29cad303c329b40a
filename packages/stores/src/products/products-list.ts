import { products } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Products table (spec part 1 §2): main products and variants of every merchant. */
export const productsList = createListStore(products.productList, {
  kind: 'products',
  section: '/products',
  get failureTitle() {
    return messages.products.fetchFailed;
  },
  get emptyMessage() {
    return messages.products.empty;
  },
});
