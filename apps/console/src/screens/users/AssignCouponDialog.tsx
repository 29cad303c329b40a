import { useStore } from '@nanostores/react';
import { SatDropdown } from '@satchel/elements/react';
import { coupons, messages, users } from '@satchel/stores';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useForm } from '../../components/form/useForm.js';

/** Assigns one chosen coupon to the selected users. */
export function AssignCouponDialog() {
  const dialog = useStore(users.$couponAssignment);
  const assignable = useStore(users.$assignableCoupons);
  const busy = useStore(coupons.$assigningCoupon);
  const form = useForm(() => ({ couponId: '' }), dialog);

  const options = useMemo(
    () =>
      assignable.map((coupon) => ({ value: coupon.id, label: `${coupon.code} · ${coupon.name}` })),
    [assignable],
  );

  return (
    <FormDialog
      label={messages.users.assignCoupon}
      open={dialog !== null}
      onClose={users.closeCouponAssignment}
      action={{
        label: messages.assign,
        onSubmit: () => void users.assignCoupon(form.values.couponId),
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
