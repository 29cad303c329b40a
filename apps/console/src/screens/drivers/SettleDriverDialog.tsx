import { useStore } from '@nanostores/react';
import { drivers as driversContract } from '@satchel/api';
import { drivers, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { NumberField } from '../../components/form/NumberField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { MoneyFacts } from '../../components/money-facts/MoneyFacts.js';
import './SettleDriverDialog.css';
import { formatMoney } from '../../components/format/numbers.js';

const text = messages.driverSettlement;

const typeOptions = driversContract.driverSettlementTypes.map((type) => ({
  value: type,
  label: text.types[type],
}));

/**
 * The Settle Driver Amount modal (spec part 2 §2): settlement type, Driver ID (a row's, or typed)
 * with the Action button that fetches the driver's Total Earning and Settlement Due, and the
 * amount. The store closes it when the server took the settlement; a refusal opens its dialog.
 */
export function SettleDriverDialog() {
  const form = useFormStore(drivers.driverSettlementForm);
  const fetching = useStore(drivers.$fetchingDriverEarnings);
  const fetched = useStore(drivers.$driverEarnings);
  const { values } = form;
  // What was fetched speaks only of the driver whose id is in the field now.
  const earnings =
    fetched && fetched.driverId === drivers.typedDriverId(values.driverId)
      ? fetched.earnings
      : null;
  const due =
    earnings && values.settlementType ? earnings.accounts[values.settlementType].due : null;

  return (
    <FormDialog
      label={text.title}
      open={form.open}
      onClose={drivers.driverSettlementForm.close}
      action={{
        label: text.settle,
        onSubmit: () => void drivers.driverSettlementForm.submit(),
        busy: form.busy,
      }}
    >
      <SelectField
        label={text.settlementType}
        options={typeOptions}
        placeholder={messages.selectAnOption}
        {...form.field('settlementType')}
      />
      <div className="settle-driver__id">
        <TextField
          label={text.driverId}
          {...form.field('driverId')}
          onEnter={() => void drivers.fetchTypedDriverEarnings()}
        />
        <SlButton
          loading={fetching}
          disabled={form.busy}
          onClick={() => void drivers.fetchTypedDriverEarnings()}
        >
          {text.action}
          {/* What the button does, for screen readers; its visible label is the spec's "Action". */}
          <span className="visually-hidden">: {text.actionMeaning}</span>
        </SlButton>
      </div>
      {earnings ? (
        <MoneyFacts
          facts={[
            { label: text.totalEarning, value: formatMoney(earnings.accounts.earning.total) },
            {
              label: text.settlementDue,
              value: due === null ? text.chooseTypeForDue : formatMoney(due),
            },
          ]}
        />
      ) : null}
      <NumberField
        min={0.01}
        step={0.01}
        {...(due !== null && { max: due })}
        label={text.amount}
        {...form.field('amount')}
        hint={formatMoney(values.amount)}
      />
    </FormDialog>
  );
}
