import { coupons } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

/** Where the Coupon Management screen lives in the shell. */
export const couponsSection = '/coupon';

/** The Coupon Management table (spec part 1 §2). */
const couponsList = createListStore<coupons.Coupon>({
  fetchPage: fetchList(coupons.list, coupons.couponList),
  failureTitle: messages.coupons.fetchFailed,
  emptyMessage: messages.coupons.empty,
  section: couponsSection,
});

export const $couponsList = couponsList.$list;
export const {
  open: openCouponsList,
  load: reloadCoupons,
  setPage: setCouponsPage,
  setLimit: setCouponsLimit,
  setSort: setCouponsSort,
  applyFilters: applyCouponsFilters,
  resetFilters: resetCouponsFilters,
} = couponsList;

const isCoupon = (id: string) => (coupon: coupons.Coupon) => coupon.id === id;

/** Shows a coupon as the server now has it (after a change of its own or of its form). */
export const showChangedCoupon = (coupon: coupons.Coupon): void =>
  couponsList.replaceItem(isCoupon(coupon.id), coupon);

/**
 * Makes a coupon active or inactive (spec part 1 §4). The row shows the new state at once and
 * then the server's answer; a refusal puts the row back and opens "Coupon Operation Failed".
 */
export const setCouponActive = createAction({
  run: (id: string, isActive: boolean) =>
    couponsList.changeItem(
      isCoupon(id),
      (coupon) => ({ ...coupon, isActive }),
      async () => (await api.call(coupons.update, { params: { id }, body: { isActive } })).data,
    ),
  failure: messages.coupons.operationFailed,
}).run;

/**
 * Assigns a coupon to every user or takes that back. The switch flips only when the server has
 * flipped the flag (spec part 1 §4): until then the row keeps showing the old state (its switch,
 * flipped by the click, is set back at once), and a refusal leaves it so.
 */
export const toggleCouponGlobal = createAction({
  run: async (id: string) => {
    const before = $couponsList.get().items.find(isCoupon(id));
    // A new object re-renders the row, which sets the clicked switch back to the stored state.
    if (before) couponsList.replaceItem(isCoupon(id), { ...before });
    const { data } = await api.call(coupons.toggleGlobal, { params: { id } });
    showChangedCoupon(data);
  },
  failure: messages.coupons.operationFailed,
}).run;

const deletion = createAction({
  run: async (id: string) => {
    await api.call(coupons.remove, { params: { id } });
    await reloadCoupons();
  },
  success: () => messages.coupons.deleted,
  failure: messages.coupons.deletionFailed,
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
