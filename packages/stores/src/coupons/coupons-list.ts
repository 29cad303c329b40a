import { coupons } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Coupon Management table (spec part 1 §2). */
export const couponsList = createListStore(coupons.couponList, {
  kind: 'coupons',
  section: '/coupon',
  get failureTitle() {
    return messages.coupons.fetchFailed;
  },
  get emptyMessage() {
    return messages.coupons.empty;
  },
});
