import { messages } from '../messages/index.js';

/** A plain decimal number as typed: no sign, no exponent, no thousands separators. */
const decimalPattern = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The rule of an amount of money an operator types (a settlement): required, a number more than
 * 0, whole paise (the server refuses a third decimal rather than round it). Undefined when valid.
 */
export function validateRupeeAmount(amount: string): string | undefined {
  const typed = amount.trim();
  if (typed === '') return messages.amount.required;
  if (!decimalPattern.test(typed) || !(Number(typed) > 0)) return messages.amount.positive;
  if ((typed.split('.')[1] ?? '').length > 2) return messages.amount.decimals;
  return undefined;
}
