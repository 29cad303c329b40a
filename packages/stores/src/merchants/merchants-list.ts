import { merchants } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Merchant Management table (spec part 1 §2). */
export const merchantsList = createListStore(merchants.merchantList, {
  kind: 'merchants',
  section: '/merchants',
  get failureTitle() {
    return messages.merchants.fetchFailed;
  },
  get emptyMessage() {
    return messages.merchants.empty;
  },
});
