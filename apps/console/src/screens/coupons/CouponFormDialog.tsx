import { coupons as couponsContract } from '@satchel/api';
import { coupons, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { NumberField } from '../../components/form/NumberField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { couponExpiryText } from './couponsTable.js';
import './CouponFormDialog.css';

const { fields, types } = messages.coupons;
const typeOptions = couponsContract.couponTypes.map((type) => ({
  value: type,
  label: types[type],
}));

/** A whole number of at least 1 beside the switch that lifts its bound (never expires, infinite). */
function CountOrUnbounded({
  count,
  unbounded,
}: {
  count: Parameters<typeof NumberField>[0];
  unbounded: Parameters<typeof SwitchField>[0];
}) {
  return (
    <div className="coupon-form__row">
      <NumberField {...count} integer min={1} disabled={unbounded.checked} />
      <SwitchField {...unbounded} />
    </div>
  );
}

/**
 * Creates a coupon, or edits one (its code and type then stay as they are), in one form: the
 * spec's defaults, a code made from the name, type and value with a regenerate button, the
 * never-expires and infinite-usage choices. An edited coupon shows its expiry, which stays as it
 * is unless the operator chooses "Change expiry". The store checks the rules and closes it when
 * saved.
 */
export function CouponFormDialog() {
  const form = useFormStore(coupons.couponForm);
  const { values, errors } = form;
  const dialog = form.context;
  const editing = dialog?.mode === 'edit';
  const percentage = values.type === 'percentage';
  const change = coupons.changeCoupon;

  return (
    <FormDialog
      label={editing ? messages.coupons.edit : messages.coupons.create}
      open={form.open}
      onClose={coupons.couponForm.close}
      width="36rem"
      action={{
        label: editing ? messages.coupons.save : messages.coupons.create,
        onSubmit: () => void coupons.couponForm.submit(),
        busy: form.busy,
      }}
    >
      <TextField
        name="name"
        label={fields.name}
        value={values.name}
        error={errors.name}
        onValueChange={(name) => change({ name })}
      />
      <div className="coupon-form__code">
        <TextField
          name="code"
          label={fields.code}
          value={values.code}
          error={errors.code}
          hint={editing ? undefined : messages.coupons.codeHint}
          disabled={editing}
          onValueChange={(code) => change({ code: code.toUpperCase() })}
        />
        {editing ? null : (
          <SlButton onClick={coupons.regenerateCode}>{messages.coupons.regenerate}</SlButton>
        )}
      </div>
      <div className="coupon-form__row">
        <SelectField
          name="type"
          label={fields.type}
          value={values.type}
          options={typeOptions}
          disabled={editing}
          hint={editing ? messages.coupons.typeFixed : undefined}
          onValueChange={(type) => change({ type })}
        />
        <NumberField
          name="value"
          label={fields.percentage}
          integer
          min={1}
          max={99}
          value={values.value}
          error={errors.value}
          disabled={!percentage}
          onValueChange={(value) => change({ value })}
        />
      </div>
      <SwitchField
        name="isActive"
        label={fields.isActive}
        checked={values.isActive}
        onValueChange={(isActive) => change({ isActive })}
      />
      {dialog?.mode === 'edit' && !values.changeExpiry ? (
        <div className="coupon-form__expiry">
          <span>{messages.coupons.currentExpiry(couponExpiryText(dialog.coupon.expiresAt))}</span>
          <SlButton size="small" onClick={() => change({ changeExpiry: true })}>
            {messages.coupons.changeExpiry}
          </SlButton>
        </div>
      ) : (
        <CountOrUnbounded
          count={{
            name: 'expiresIn',
            label: fields.expiresIn,
            value: values.expiresIn,
            error: errors.expiresIn,
            onValueChange: (expiresIn) => change({ expiresIn }),
          }}
          unbounded={{
            name: 'neverExpires',
            label: fields.neverExpires,
            checked: values.neverExpires,
            onValueChange: (neverExpires) => change({ neverExpires }),
          }}
        />
      )}
      <CountOrUnbounded
        count={{
          name: 'usageLimit',
          label: fields.usageLimit,
          value: values.usageLimit,
          error: errors.usageLimit,
          onValueChange: (usageLimit) => change({ usageLimit }),
        }}
        unbounded={{
          name: 'unlimited',
          label: fields.unlimited,
          checked: values.unlimited,
          onValueChange: (unlimited) => change({ unlimited }),
        }}
      />
      <NumberField
        name="maxUsagePerUser"
        label={fields.maxUsagePerUser}
        integer
        min={1}
        value={values.maxUsagePerUser}
        error={errors.maxUsagePerUser}
        onValueChange={(maxUsagePerUser) => change({ maxUsagePerUser })}
      />
    </FormDialog>
  );
}
