import { messages } from '../messages/index.js';

export interface SettlementValues {
  transactionId: string;
  merchantId: string;
  /** As typed: the form keeps text until it is sent. */
  amount: string;
}

export type SettlementErrors = Partial<Record<keyof SettlementValues, string>>;

/** The merchant settlement rules of spec part 1 §5: every field required, a positive amount. */
export function validateSettlement({
  transactionId,
  merchantId,
  amount,
}: SettlementValues): SettlementErrors {
  const errors: SettlementErrors = {};
  const { settlement } = messages;
  if (transactionId.trim() === '') errors.transactionId = settlement.transactionIdRequired;
  if (merchantId.trim() === '') errors.merchantId = settlement.merchantIdRequired;
  if (amount.trim() === '') errors.amount = settlement.amountRequired;
  else if (!(Number(amount) > 0)) errors.amount = settlement.amountPositive;
  return errors;
}
