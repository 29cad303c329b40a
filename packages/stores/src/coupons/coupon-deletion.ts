import { coupons } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { couponsList } from './coupons-list.js';

const deletion = createAction({
  run: async (id: string) => {
    await api.call(coupons.remove, { params: { id } });
    await couponsList.reload();
  },
  success: () => messages.coupons.deleted,
  get failure() {
    return messages.coupons.deletionFailed;
  },
});

/** Asks to confirm, then deletes the coupon and reloads the table. */
export function requestCouponDeletion(coupon: coupons.Coupon): void {
  showDialog({
    type: 'confirm',
    title: messages.coupons.deleteTitle,
    message: messages.coupons.deleteQuestion(coupon.code),
    onConfirm: () => void deletion.run(coupon.id),
  });
}
