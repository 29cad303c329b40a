import { drivers, errorCodes, IDEMPOTENCY_KEY_HEADER, successMessages } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore, type SubmitResult } from '../data/create-form-store.js';
import { newIdempotencyKey } from '../data/idempotency-key.js';
import { successText } from '../feedback/success-text.js';
import { messages } from '../messages/index.js';
import {
  type DriverSettlementErrors,
  type DriverSettlementValues,
  typedDriverId,
  validateDriverId,
  validateDriverSettlement,
} from './driver-settlement-rules.js';
import { driversList } from './drivers-list.js';

/** What the Action button fetched: the earnings of the driver `driverId`; null before any fetch. */
export const $driverEarnings = atom<{
  readonly driverId: string;
  readonly earnings: drivers.DriverEarnings;
} | null>(null);

interface Outcome {
  readonly ok: boolean;
  readonly errors: DriverSettlementErrors;
}

/** A failed lookup, an unknown driver's too, opens the dialog spec part 2 §8 names. */
const earningsFetch = createAction({
  run: async (driverId: string) => {
    const { data } = await api.call(drivers.earnings, { params: { id: driverId } });
    $driverEarnings.set({ driverId, earnings: data });
  },
  get failure() {
    return messages.driverSettlement.fetchFailed;
  },
});
export const $fetchingDriverEarnings = earningsFetch.$busy;

/**
 * The Action button: fetches the earnings of the typed driver id, for Total Earning and
 * Settlement Due. An id of the wrong form comes back as the field's error; a driver the server
 * does not know opens "Driver Money Settlement Amounting Fetching." with its reason.
 */
export async function fetchDriverEarnings(driverId: string): Promise<Outcome> {
  const idError = validateDriverId(driverId);
  if (idError) return { ok: false, errors: { driverId: idError } };
  const ok = await earningsFetch.run(typedDriverId(driverId));
  return { ok, errors: {} };
}

/**
 * The Idempotency-Key of the settlement being submitted: the same while the operator sends the
 * same settlement again (after a timeout, a second click), so that the server records it once;
 * a new one for another settlement, or for the same one again once it was recorded.
 */
let submission: { readonly body: string; readonly key: string } | null = null;
const keyOf = (body: drivers.DriverSettlementBody): string => {
  const text = JSON.stringify(body);
  if (submission?.body !== text) submission = { body: text, key: newIdempotencyKey() };
  return submission.key;
};

const settlement = createAction({
  run: (body: drivers.DriverSettlementBody, key: string) =>
    api.call(drivers.settle, { headers: { [IDEMPOTENCY_KEY_HEADER]: key }, body }),
  success: (answer, { type, amount }) => {
    submission = null;
    driversList.showRow(answer.data);
    // Above the approval threshold the server records it as requested, not paid.
    if ('request' in answer) return messages.successes.settlementRequested(amount);
    const driver = `${answer.data.firstName} ${answer.data.lastName}`;
    return successText(
      answer.message,
      successMessages.driverSettled(type, amount, driver),
      messages.successes.driverSettled(type, amount, driver),
    );
  },
  get failure() {
    return messages.driverSettlement.failed;
  },
  refusalValues: ({ type, driverId }) => {
    const known = $driverEarnings.get();
    return known?.driverId === driverId
      ? { [errorCodes.driverOverDue]: [type, known.earnings[type]] }
      : {};
  },
});
export const $settlingDriver = settlement.$busy;

/** The settlement under way: a second submission of it waits for its answer, sending nothing. */
let inFlight: { readonly key: string; readonly done: Promise<boolean> } | null = null;

function send(body: drivers.DriverSettlementBody): Promise<boolean> {
  const key = keyOf(body);
  if (inFlight?.key === key) return inFlight.done;
  const sending = {
    key,
    done: settlement.run(body, key).finally(() => {
      if (inFlight === sending) inFlight = null;
    }),
  };
  inFlight = sending;
  return sending.done;
}

/** The earnings fetch a row's Settle Amount started, which a quick Settle waits for. */
let openingFetch: Promise<unknown> = Promise.resolve();

/**
 * Settles with a driver, once the rules passed: fetches the driver's earnings first when the
 * Action button has not (the driver must exist and the amount be due). A second submission of
 * the same settlement under way waits for its answer, sending nothing.
 */
export async function settleDriver(values: DriverSettlementValues): Promise<SubmitResult> {
  const type = values.settlementType;
  // The rules have refused a missing type already.
  if (type === '') return false;
  const driverId = typedDriverId(values.driverId);
  await openingFetch;
  if ($driverEarnings.get()?.driverId !== driverId) {
    const fetched = await fetchDriverEarnings(driverId);
    if (!fetched.ok) return fetched.errors;
  }
  const dueErrors = validateDriverSettlement(values, $driverEarnings.get()?.earnings ?? null);
  if (Object.keys(dueErrors).length > 0) return dueErrors;
  const body = { type, amount: Number(values.amount.trim()), driverId };
  return send(body);
}

/**
 * The Settle Driver Amount modal: settlement type, driver id (a row's, or typed) and amount.
 * Field errors when invalid (fetching the driver's earnings first when the Action button has
 * not, to check the driver exists and the amount is due); the server's message as a toast, the
 * driver's row updated and the modal closed when the server took it.
 */
export const driverSettlementForm = createFormStore<DriverSettlementValues, { driverId: string }>({
  initial: (dialog) => ({ settlementType: '', driverId: dialog?.driverId ?? '', amount: '' }),
  validate: (values) => validateDriverSettlement(values),
  submit: settleDriver,
});

/**
 * Opens the modal, from a row with its driver, whose earnings are fetched at once (the operator
 * sees what is due before typing), or from the header with no driver.
 */
export function openDriverSettlement(driver: drivers.Driver | null = null): void {
  $driverEarnings.set(null);
  driverSettlementForm.open({ driverId: driver?.id ?? '' });
  if (driver) openingFetch = fetchDriverEarnings(driver.id);
}

/** The Action button: fetches the earnings of the driver typed; a wrong id shows under it. */
export async function fetchTypedDriverEarnings(): Promise<void> {
  const { errors } = await fetchDriverEarnings(driverSettlementForm.$form.get().values.driverId);
  const { driverId: _before, ...others } = driverSettlementForm.$form.get().errors;
  driverSettlementForm.setErrors(
    errors.driverId ? { ...others, driverId: errors.driverId } : others,
  );
}
