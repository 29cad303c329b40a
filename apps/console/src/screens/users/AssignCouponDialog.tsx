import { useStore } from '@nanostores/react';
import { SatDropdown } from '@satchel/elements/react';
import { $assignableCoupons, assignCoupon, loadAssignableCoupons, messages } from '@satchel/stores';
import { useEffect, useMemo, useState } from 'react';
import { FormDialog } from '../../components/form-dialog/FormDialog.js';

interface AssignCouponDialogProps {
  readonly open: boolean;
  readonly userIds: readonly string[];
  readonly onClose: () => void;
  /** The server took the assignment (the store has said so in a toast). */
  readonly onAssigned: () => void;
}

/** Assigns one chosen coupon to the selected users. */
export function AssignCouponDialog({
  open,
  userIds,
  onClose,
  onAssigned,
}: AssignCouponDialogProps) {
  const coupons = useStore($assignableCoupons);
  const [couponId, setCouponId] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCouponId('');
    void loadAssignableCoupons();
  }, [open]);

  const options = useMemo(
    () => coupons.map((coupon) => ({ value: coupon.id, label: `${coupon.code} · ${coupon.name}` })),
    [coupons],
  );

  const assign = async () => {
    setBusy(true);
    const assigned = await assignCoupon(couponId, userIds);
    setBusy(false);
    if (assigned) onAssigned();
  };

  return (
    <FormDialog
      label={messages.users.assignCoupon}
      open={open}
      onClose={onClose}
      action={{ label: messages.assign, onSubmit: assign, busy, disabled: couponId === '' }}
    >
      <p>{messages.users.assignTo(userIds.length)}</p>
      <SatDropdown
        label={messages.coupons.coupon}
        options={options}
        value={couponId}
        onSatDropdownChange={(event) => setCouponId(event.detail.value)}
      />
    </FormDialog>
  );
}
