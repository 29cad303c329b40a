import { type drivers, formatRupees } from '@satchel/api';
import { locale, messages } from '../messages/index.js';
import { typedRecordId, validateRecordId } from '../rules/record-id.js';
import { validateRupeeAmount } from '../rules/rupee-amount.js';

/** The Settle Driver Amount form, as typed. */
export interface DriverSettlementValues {
  /** '' until the operator chooses. */
  settlementType: drivers.DriverSettlementType | '';
  driverId: string;
  /** As typed: the form keeps text until it is sent. */
  amount: string;
}

export type DriverSettlementErrors = Partial<Record<keyof DriverSettlementValues, string>>;

/** A typed driver id as the server knows it (see typedRecordId). */
export const typedDriverId = typedRecordId;

const paise = (rupees: number): number => Math.round(rupees * 100);

/**
 * The Driver ID field's rule (design.md §4): required, 24 hexadecimal characters. Whether such a
 * driver exists is the server's answer.
 */
export function validateDriverId(driverId: string): string | undefined {
  if (driverId.trim() === '') return messages.driverSettlement.driverIdRequired;
  return validateRecordId(driverId);
}

/**
 * The settlement rules (the spec leaves them open, part 2 §5): a type chosen, a driver id of 24
 * hexadecimal characters, an amount above 0 in whole paise and, once the driver's `earnings` are
 * known, not above what is due of the chosen type.
 */
export function validateDriverSettlement(
  values: DriverSettlementValues,
  earnings: drivers.DriverEarnings | null = null,
): DriverSettlementErrors {
  const errors: DriverSettlementErrors = {};
  if (values.settlementType === '') errors.settlementType = messages.driverSettlement.typeRequired;
  const idError = validateDriverId(values.driverId);
  if (idError) errors.driverId = idError;
  const amountError = validateRupeeAmount(values.amount);
  if (amountError) errors.amount = amountError;
  else if (values.settlementType !== '' && earnings?.id === typedDriverId(values.driverId)) {
    const { due } = earnings.accounts[values.settlementType];
    if (paise(Number(values.amount.trim())) > paise(due)) {
      errors.amount = messages.driverSettlement.aboveDue(formatRupees(due, locale));
    }
  }
  return errors;
}
