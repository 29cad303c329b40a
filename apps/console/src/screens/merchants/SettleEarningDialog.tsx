import { useStore } from '@nanostores/react';
import { formatRupees } from '@satchel/api';
import { merchants, messages } from '@satchel/stores';
import { FormDialog } from '../../components/form/FormDialog.js';
import { NumberField } from '../../components/form/NumberField.js';
import { TextField } from '../../components/form/TextField.js';
import { useForm } from '../../components/form/useForm.js';
import { LoadingIndicator } from '../../components/loading-indicator/LoadingIndicator.js';
import { MoneyFacts } from '../../components/money-facts/MoneyFacts.js';

/**
 * Records a payment to a merchant against its earnings: what it earned, was paid and is due
 * (fetched as the dialog opens, before the operator types), then transaction ID, merchant ID
 * (the row's, editable) and amount. The store closes it when the server took it; a refusal opens
 * its dialog.
 */
export function SettleEarningDialog() {
  const merchant = useStore(merchants.$settlementDialog);
  const settling = useStore(merchants.$settling);
  const earnings = useStore(merchants.$settlementEarnings);
  const text = messages.settlement;
  const form = useForm<merchants.SettlementValues>(
    () => ({ transactionId: '', merchantId: merchant?.id ?? '', amount: '' }),
    merchant,
  );
  const { values, errors, field } = form;

  const settle = async () => form.setErrors((await merchants.settleMerchant(values)).errors);

  return (
    <FormDialog
      label={
        merchant
          ? messages.settlement.titleOf(merchant.storeName)
          : messages.merchants.actions.settle
      }
      open={merchant !== null}
      onClose={merchants.closeSettlement}
      action={{ label: messages.settlement.settle, onSubmit: settle, busy: settling }}
    >
      {earnings.data ? (
        <MoneyFacts
          facts={[
            { label: text.earned, value: formatRupees(earnings.data.earned) },
            { label: text.settledSoFar, value: formatRupees(earnings.data.settled) },
            { label: text.due, value: formatRupees(earnings.data.due) },
          ]}
        />
      ) : earnings.loading ? (
        <LoadingIndicator inline />
      ) : null}
      <TextField
        name="transactionId"
        label={messages.settlement.transactionId}
        value={values.transactionId}
        error={errors.transactionId}
        onValueChange={field('transactionId')}
      />
      <TextField
        name="merchantId"
        label={messages.settlement.merchantId}
        value={values.merchantId}
        error={errors.merchantId}
        onValueChange={field('merchantId')}
      />
      <NumberField
        name="amount"
        min={0.01}
        step={0.01}
        label={messages.settlement.amount}
        value={values.amount}
        error={errors.amount}
        hint={formatRupees(values.amount)}
        onValueChange={field('amount')}
      />
    </FormDialog>
  );
}
