import { messages } from '../messages/index.js';
import { validateRupeeAmount } from '../rules/rupee-amount.js';

export interface SettlementValues {
  transactionId: string;
  merchantId: string;
  /** As typed: the form keeps text until it is sent. */
  amount: string;
}

export type SettlementErrors = Partial<Record<keyof SettlementValues, string>>;

/**
 * The merchant settlement rules of spec part 1 §5: every field required, a positive amount (in
 * whole paise).
 */
export function validateSettlement({
  transactionId,
  merchantId,
  amount,
}: SettlementValues): SettlementErrors {
  const errors: SettlementErrors = {};
  const { settlement } = messages;
  if (transactionId.trim() === '') errors.transactionId = settlement.transactionIdRequired;
  if (merchantId.trim() === '') errors.merchantId = settlement.merchantIdRequired;
  const amountError = validateRupeeAmount(amount);
  if (amountError) errors.amount = amountError;
  return errors;
}
