import { useStore } from '@nanostores/react';
import { formatRupees, type merchants } from '@satchel/api';
import {
  $settling,
  messages,
  type SettlementErrors,
  type SettlementValues,
  settleMerchant,
} from '@satchel/stores';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog/FormDialog.js';
import { TextField } from '../../components/text-field/TextField.js';

const blank: SettlementValues = { transactionId: '', merchantId: '', amount: '' };

/**
 * Records a payment to a merchant against its earnings: transaction ID, merchant ID (the row's,
 * editable) and amount. Closes when the server took it; a refusal opens the store's dialog.
 */
export function SettleEarningDialog({
  merchant,
  onClose,
}: {
  readonly merchant: merchants.Merchant | null;
  readonly onClose: () => void;
}) {
  const settling = useStore($settling);
  const [values, setValues] = useState<SettlementValues>(blank);
  const [errors, setErrors] = useState<SettlementErrors>({});

  // A newly chosen merchant starts a fresh form in the same render that opens the dialog, so the
  // Merchant ID is already filled when the operator (or a test) first sees it.
  const [formFor, setFormFor] = useState(merchant);
  if (merchant !== formFor) {
    setFormFor(merchant);
    if (merchant) {
      setValues({ ...blank, merchantId: merchant.id });
      setErrors({});
    }
  }

  // Editing a field clears its message: it spoke of the value that was there before.
  const set = (field: keyof SettlementValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  const settle = async () => {
    const outcome = await settleMerchant(values);
    setErrors(outcome.errors);
    if (outcome.ok) onClose();
  };

  return (
    <FormDialog
      label={
        merchant
          ? messages.settlement.titleOf(merchant.storeName)
          : messages.merchants.actions.settle
      }
      open={merchant !== null}
      onClose={onClose}
      action={{ label: messages.settlement.settle, onSubmit: settle, busy: settling }}
    >
      <TextField
        name="transactionId"
        label={messages.settlement.transactionId}
        value={values.transactionId}
        error={errors.transactionId}
        onValueChange={set('transactionId')}
      />
      <TextField
        name="merchantId"
        label={messages.settlement.merchantId}
        value={values.merchantId}
        error={errors.merchantId}
        onValueChange={set('merchantId')}
      />
      <TextField
        name="amount"
        type="number"
        inputmode="decimal"
        min={0.01}
        step={0.01}
        label={messages.settlement.amount}
        value={values.amount}
        error={errors.amount}
        hint={formatRupees(values.amount)}
        onValueChange={set('amount')}
      />
    </FormDialog>
  );
}
