import { orders } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { baseListParams } from '../data/list-params.js';
import { messages } from '../messages/index.js';

/** The Order Management table (spec part 1 §2, §4): newest first. */
export const ordersList = createListStore(orders.orderList, {
  kind: 'orders',
  section: '/order-management',
  get failureTitle() {
    return messages.orders.fetchFailed;
  },
  get emptyMessage() {
    return messages.orders.empty;
  },
  baseParams: baseListParams(-1),
});
