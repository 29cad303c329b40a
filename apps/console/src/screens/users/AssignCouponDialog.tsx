import { useStore } from '@nanostores/react';
import { SatDropdown } from '@satchel/elements/react';
import {
  $assignableCoupons,
  $assigningCoupon,
  $couponAssignment,
  assignCoupon,
  closeCouponAssignment,
  messages,
} from '@satchel/stores';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useForm } from '../../components/form/useForm.js';

/** Assigns one chosen coupon to the selected users. */
export function AssignCouponDialog() {
  const dialog = useStore($couponAssignment);
  const coupons = useStore($assignableCoupons);
  const busy = useStore($assigningCoupon);
  const form = useForm(() => ({ couponId: '' }), dialog);

  const options = useMemo(
    () => coupons.map((coupon) => ({ value: coupon.id, label: `${coupon.code} · ${coupon.name}` })),
    [coupons],
  );

  return (
    <FormDialog
      label={messages.users.assignCoupon}
      open={dialog !== null}
      onClose={closeCouponAssignment}
      action={{
        label: messages.assign,
        onSubmit: () => void assignCoupon(form.values.couponId),
        busy,
        disabled: form.values.couponId === '',
      }}
    >
      <p>{messages.users.assignTo(dialog?.userIds.length ?? 0)}</p>
      <SatDropdown
        label={messages.coupons.coupon}
        options={options}
        value={form.values.couponId}
        onSatDropdownChange={(event) => form.field('couponId')(event.detail.value)}
      />
    </FormDialog>
  );
}
