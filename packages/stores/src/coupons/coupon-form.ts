import { coupons } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';
import {
  type CouponFormErrors,
  type CouponFormValues,
  createCouponBody,
  editCouponFormValues,
  newCouponFormValues,
  updateCouponBody,
  validateCouponForm,
} from './coupon-form-values.js';
import { couponsList } from './coupons-list.js';

/** The coupon form dialog: creating one, or editing `coupon`; null while closed. */
export type CouponForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly coupon: coupons.Coupon };

export const $couponForm = atom<CouponForm | null>(null);

export const openCreateCoupon = (): void => $couponForm.set({ mode: 'create' });
export const openEditCoupon = (coupon: coupons.Coupon): void =>
  $couponForm.set({ mode: 'edit', coupon });

export function closeCouponForm(): void {
  if (!saving.$busy.get()) $couponForm.set(null);
}

/** The values the form opens with: the defaults, or the coupon's with the hours it has left. */
export const couponFormValues = (
  form: CouponForm | null,
  now: Date = new Date(),
): CouponFormValues =>
  form?.mode === 'edit' ? editCouponFormValues(form.coupon, now) : newCouponFormValues();

const saving = createAction({
  run: async (form: CouponForm, values: CouponFormValues) => {
    if (form.mode === 'create') {
      await api.call(coupons.create, { body: createCouponBody(values) });
      await couponsList.reload();
    } else {
      const { data } = await api.call(coupons.update, {
        params: { id: form.coupon.id },
        body: updateCouponBody(values),
      });
      couponsList.showRow(data);
    }
  },
  success: (_, form) =>
    form.mode === 'create' ? messages.coupons.created : messages.coupons.updated,
  failure: messages.coupons.operationFailed,
});

export const $savingCoupon = saving.$busy;

/**
 * Creates or updates the form's coupon: field errors when the rules refuse it (nothing is sent);
 * the dialog closes when the server took it, and stays open under the failure dialog otherwise.
 */
export async function saveCoupon(
  values: CouponFormValues,
): Promise<{ ok: boolean; errors: CouponFormErrors }> {
  const form = $couponForm.get();
  if (!form) return { ok: false, errors: {} };
  const errors = validateCouponForm(values, form.mode);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ok = await saving.run(form, values);
  if (ok) $couponForm.set(null);
  return { ok, errors: {} };
}
