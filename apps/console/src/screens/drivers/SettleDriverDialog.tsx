import { useStore } from '@nanostores/react';
import { drivers as driversContract, formatRupees } from '@satchel/api';
import { drivers, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { NumberField } from '../../components/form/NumberField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useForm } from '../../components/form/useForm.js';
import { MoneyFacts } from '../../components/money-facts/MoneyFacts.js';
import './SettleDriverDialog.css';

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
  const dialog = useStore(drivers.$driverSettlementDialog);
  const settling = useStore(drivers.$settlingDriver);
  const fetching = useStore(drivers.$fetchingDriverEarnings);
  const fetched = useStore(drivers.$driverEarnings);
  const form = useForm<drivers.DriverSettlementValues>(
    () => ({ settlementType: '', driverId: dialog?.driverId ?? '', amount: '' }),
    dialog,
  );
  const { values, errors, field } = form;
  // What was fetched speaks only of the driver whose id is in the field now.
  const earnings =
    fetched && fetched.driverId === drivers.typedDriverId(values.driverId)
      ? fetched.earnings
      : null;
  const due =
    earnings && values.settlementType ? earnings.accounts[values.settlementType].due : null;

  const fetchEarnings = async () => {
    const { driverId, ...others } = errors;
    const found = await drivers.fetchDriverEarnings(values.driverId);
    form.setErrors(found.errors.driverId ? { ...others, driverId: found.errors.driverId } : others);
  };
  const settle = async () => form.setErrors((await drivers.settleDriver(values)).errors);

  return (
    <FormDialog
      label={text.title}
      open={dialog !== null}
      onClose={drivers.closeDriverSettlement}
      action={{ label: text.settle, onSubmit: settle, busy: settling }}
    >
      <SelectField
        name="settlementType"
        label={text.settlementType}
        value={values.settlementType}
        options={typeOptions}
        placeholder={messages.selectAnOption}
        error={errors.settlementType}
        onValueChange={(type) =>
          field('settlementType')(type as drivers.DriverSettlementValues['settlementType'])
        }
      />
      <div className="settle-driver__id">
        <TextField
          name="driverId"
          label={text.driverId}
          value={values.driverId}
          error={errors.driverId}
          onValueChange={field('driverId')}
          onEnter={() => void fetchEarnings()}
        />
        <SlButton loading={fetching} disabled={settling} onClick={() => void fetchEarnings()}>
          {text.action}
          {/* What the button does, for screen readers; its visible label is the spec's "Action". */}
          <span className="visually-hidden">: {text.actionMeaning}</span>
        </SlButton>
      </div>
      {earnings ? (
        <MoneyFacts
          facts={[
            { label: text.totalEarning, value: formatRupees(earnings.accounts.earning.total) },
            {
              label: text.settlementDue,
              value: due === null ? text.chooseTypeForDue : formatRupees(due),
            },
          ]}
        />
      ) : null}
      <NumberField
        name="amount"
        min={0.01}
        step={0.01}
        {...(due !== null && { max: due })}
        label={text.amount}
        value={values.amount}
        error={errors.amount}
        hint={formatRupees(values.amount)}
        onValueChange={field('amount')}
      />
    </FormDialog>
  );
}
