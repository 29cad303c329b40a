import { coupons } from '@satchel/api';
import { api } from '../client.js';
import { messages } from '../messages/index.js';
import { couponsList } from './coupons-list.js';

const failure = () => ({ dialog: messages.coupons.operationFailed });

/**
 * Makes a coupon active or inactive (spec part 1 §4). The row shows the new state at once and
 * then the server's answer; a refusal puts the row back and opens "Coupon Operation Failed".
 */
export const setCouponActive = (id: string, isActive: boolean): Promise<boolean> =>
  couponsList.updateRow(id, {
    mode: 'optimistic',
    change: (coupon) => ({ ...coupon, isActive }),
    write: async () =>
      (await api.call(coupons.update, { params: { id }, body: { isActive } })).data,
    failure: failure(),
  });

/**
 * Assigns a coupon to every user or takes that back. The switch flips only when the server has
 * flipped the flag (spec part 1 §4): until then the row keeps showing the old state, and a
 * refusal leaves it so.
 */
export const toggleCouponGlobal = (id: string): Promise<boolean> =>
  couponsList.updateRow(id, {
    mode: 'pessimistic',
    write: async () => (await api.call(coupons.toggleGlobal, { params: { id } })).data,
    failure: failure(),
  });
