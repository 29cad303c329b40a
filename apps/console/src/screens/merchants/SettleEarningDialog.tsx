import { useStore } from '@nanostores/react';
import { merchants, messages } from '@satchel/stores';
import { FormDialog } from '../../components/form/FormDialog.js';
import { NumberField } from '../../components/form/NumberField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { formatMoney } from '../../components/format/numbers.js';
import { LoadingIndicator } from '../../components/loading-indicator/LoadingIndicator.js';
import { MoneyFacts } from '../../components/money-facts/MoneyFacts.js';

/**
 * Records a payment to a merchant against its earnings: what it earned, was paid and is due
 * (fetched as the dialog opens, before the operator types), then transaction ID, merchant ID
 * (the row's, editable) and amount. The store closes it when the server took it; a refusal opens
 * its dialog.
 */
export function SettleEarningDialog() {
  const form = useFormStore(merchants.settlementForm);
  const merchant = form.context;
  const earnings = useStore(merchants.$settlementEarnings);
  const text = messages.settlement;

  return (
    <FormDialog
      label={
        merchant
          ? messages.settlement.titleOf(merchant.storeName)
          : messages.merchants.actions.settle
      }
      open={form.open}
      onClose={merchants.settlementForm.close}
      action={{
        label: messages.settlement.settle,
        onSubmit: () => void merchants.settlementForm.submit(),
        busy: form.busy,
      }}
    >
      {earnings.data ? (
        <MoneyFacts
          facts={[
            { label: text.earned, value: formatMoney(earnings.data.earned) },
            { label: text.settledSoFar, value: formatMoney(earnings.data.settled) },
            { label: text.due, value: formatMoney(earnings.data.due) },
          ]}
        />
      ) : earnings.loading ? (
        <LoadingIndicator inline />
      ) : null}
      <TextField label={messages.settlement.transactionId} {...form.field('transactionId')} />
      <TextField label={messages.settlement.merchantId} {...form.field('merchantId')} />
      <NumberField
        min={0.01}
        step={0.01}
        label={messages.settlement.amount}
        {...form.field('amount')}
        hint={formatMoney(form.values.amount)}
      />
    </FormDialog>
  );
}
