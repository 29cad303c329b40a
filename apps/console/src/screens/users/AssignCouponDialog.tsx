import { useStore } from '@nanostores/react';
import { SatDropdown } from '@satchel/elements/react';
import { elementTexts, messages, users } from '@satchel/stores';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useFormStore } from '../../components/form/useFormStore.js';

/** Assigns one chosen coupon to the selected users. */
export function AssignCouponDialog() {
  const form = useFormStore(users.couponAssignmentForm);
  const assignable = useStore(users.$assignableCoupons);

  const options = useMemo(
    () =>
      assignable.map((coupon) => ({ value: coupon.id, label: `${coupon.code} · ${coupon.name}` })),
    [assignable],
  );

  return (
    <FormDialog
      label={messages.users.assignCoupon}
      open={form.open}
      onClose={users.couponAssignmentForm.close}
      action={{
        label: messages.assign,
        onSubmit: () => void users.couponAssignmentForm.submit(),
        busy: form.busy,
        disabled: form.values.couponId === '',
      }}
    >
      <p>
        {form.context?.allMatching
          ? messages.lists.bulk.assignToAll
          : messages.users.assignTo(form.context?.userIds.length ?? 0)}
      </p>
      <SatDropdown
        strings={elementTexts.dropdown}
        label={messages.coupons.coupon}
        options={options}
        value={form.values.couponId}
        onSatDropdownChange={(event) =>
          users.couponAssignmentForm.change('couponId', event.detail.value)
        }
      />
    </FormDialog>
  );
}
