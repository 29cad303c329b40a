import { coupons, errorCodes } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';
import {
  type CouponFormValues,
  changeCouponForm,
  createCouponBody,
  editCouponFormValues,
  newCouponFormValues,
  regenerateCouponCode,
  updateCouponBody,
  validateCouponForm,
} from './coupon-form-values.js';
import { couponsList } from './coupons-list.js';

/** What the coupon form dialog is open for: creating a coupon, or editing `coupon`. */
export type CouponForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly coupon: coupons.Coupon };

/** The values the form opens with: the defaults, or the coupon's with the hours it has left. */
const couponFormValues = (form: CouponForm | null, now: Date = new Date()): CouponFormValues =>
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
  get failure() {
    return messages.coupons.operationFailed;
  },
  refusalValues: (_form, values) => ({
    [errorCodes.couponDuplicateCode]: [createCouponBody(values).code],
  }),
});

/**
 * The coupon form dialog: field errors when the rules refuse it (nothing is sent); it closes when
 * the server took the coupon, and stays open under the failure dialog otherwise.
 */
export const couponForm = createFormStore<CouponFormValues, CouponForm>({
  initial: (form) => couponFormValues(form),
  validate: (values, form) => validateCouponForm(values, form?.mode ?? 'create'),
  submit: (values, form) => saving.run(form ?? { mode: 'create' }, values),
});

export const openCreateCoupon = (): void => couponForm.open({ mode: 'create' });
export const openEditCoupon = (coupon: coupons.Coupon): void =>
  couponForm.open({ mode: 'edit', coupon });

/** Applies the operator's change (and what follows from it); its fields' messages go. */
export function changeCoupon(changes: Partial<CouponFormValues>): void {
  const { values, context } = couponForm.$form.get();
  couponForm.update(
    changeCouponForm(values, changes, context?.mode ?? 'create'),
    Object.keys(changes),
  );
}

/** A new code from the name, type and value. */
export const regenerateCode = (): void =>
  couponForm.update(regenerateCouponCode(couponForm.$form.get().values));
