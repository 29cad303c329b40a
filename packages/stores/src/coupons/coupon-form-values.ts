import {
  type CouponType,
  checkCoupon,
  checkCouponCode,
  checkExpiresIn,
  couponDefaults,
  type coupons,
  expiryFromNow,
  generateCouponCode,
  hoursLeft,
  NEVER_EXPIRES_HOURS,
} from '@satchel/api';
import { messages } from '../messages/index.js';

/** The coupon form as the operator fills it: numbers stay text until the form is sent. */
export interface CouponFormValues {
  readonly code: string;
  readonly name: string;
  readonly type: CouponType;
  /** Percent off; '0' for free delivery. */
  readonly value: string;
  readonly isActive: boolean;
  /**
   * The expiry is being chosen: always for a new coupon; for an edited one only once the
   * operator asked to change it, so that any other edit keeps its expiry exactly.
   */
  readonly changeExpiry: boolean;
  readonly neverExpires: boolean;
  /** Hours from now; NEVER_EXPIRES_HOURS while "never expires" is chosen (spec part 1 §9). */
  readonly expiresIn: string;
  /** The usage limit is infinite (null on the wire). */
  readonly unlimited: boolean;
  readonly usageLimit: string;
  readonly maxUsagePerUser: string;
}

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

/** Create a coupon, or edit one (its code and type then stay as they are). */
export type CouponFormMode = 'create' | 'edit';

/** A whole number of percent a free delivery coupon keeps, and a percentage starts from. */
const FREE_DELIVERY_VALUE = '0';
const DEFAULT_PERCENTAGE = String(couponDefaults.value);

const codeOf = (values: Pick<CouponFormValues, 'name' | 'type' | 'value'>, random?: string) =>
  generateCouponCode(
    { name: values.name, type: values.type, value: Number(values.value) },
    random === undefined ? undefined : () => random,
  );

/** The 4 random characters at the end of a generated code (it is never cut: at most 11). */
const RANDOM_PART = 4;

/** Whether the code is still the one made from the name, type and value (not typed by hand). */
const codeFollows = (values: CouponFormValues): boolean =>
  values.code === codeOf(values, values.code.slice(-RANDOM_PART));

/** A new coupon's form: the spec's defaults (part 1 §9) and a code made from them. */
export function newCouponFormValues(): CouponFormValues {
  const values = {
    name: '',
    type: couponDefaults.type,
    value: DEFAULT_PERCENTAGE,
    isActive: couponDefaults.isActive,
    changeExpiry: true,
    neverExpires: false,
    expiresIn: String(couponDefaults.expiresInHours),
    unlimited: false,
    usageLimit: String(couponDefaults.usageLimit),
    maxUsagePerUser: String(couponDefaults.maxUsagePerUser),
  };
  return { ...values, code: codeOf(values) };
}

/**
 * A coupon's form for editing it, its expiry kept until the operator changes it: the hours it
 * has left (counted from `now`) are what the expiry field starts from then.
 */
export function editCouponFormValues(
  coupon: coupons.Coupon,
  now: Date = new Date(),
): CouponFormValues {
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: String(coupon.value),
    isActive: coupon.isActive,
    changeExpiry: false,
    neverExpires: coupon.expiresAt === null,
    expiresIn: String(
      coupon.expiresAt === null ? NEVER_EXPIRES_HOURS : hoursLeft(new Date(coupon.expiresAt), now),
    ),
    unlimited: coupon.usageLimit === null,
    usageLimit: String(coupon.usageLimit ?? couponDefaults.usageLimit),
    maxUsagePerUser: String(coupon.maxUsagePerUser),
  };
}

/**
 * The form after the operator changed some fields: free delivery sets the value to 0 (and a
 * percentage starts again from 10); "never expires" keeps 8760 hours (spec part 1 §9); in
 * create mode a code not typed by hand follows the name, type and value, keeping its random part.
 */
export function changeCouponForm(
  values: CouponFormValues,
  changes: Partial<CouponFormValues>,
  mode: CouponFormMode,
): CouponFormValues {
  const next = { ...values, ...changes };
  if (changes.type === 'free_delivery') next.value = FREE_DELIVERY_VALUE;
  if (changes.type === 'percentage' && values.type === 'free_delivery') {
    next.value = DEFAULT_PERCENTAGE;
  }
  if (changes.neverExpires === true) next.expiresIn = String(NEVER_EXPIRES_HOURS);
  if (mode === 'create' && changes.code === undefined && codeFollows(values)) {
    next.code = codeOf(next, values.code.slice(-RANDOM_PART));
  }
  return next;
}

/** The form with a freshly generated code (the regenerate button). */
export const regenerateCouponCode = (values: CouponFormValues): CouponFormValues => ({
  ...values,
  code: codeOf(values),
});

const couponValueOf = (values: CouponFormValues): number =>
  values.type === 'free_delivery' ? 0 : Number(values.value);

const usageLimitOf = (values: CouponFormValues): number | null =>
  values.unlimited ? null : Number(values.usageLimit);

/** A number field's text as a number: blank is no number (NaN), not 0. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The form's problems under its fields (spec part 1 §5, the rules the server runs too): the
 * code in create mode, the coupon rules, and expires-in while the expiry is being chosen (and is
 * not "never").
 */
export function validateCouponForm(
  values: CouponFormValues,
  mode: CouponFormMode,
): CouponFormErrors {
  const texts = messages.coupons.rules;
  const issues: CouponFormErrors = {
    ...checkCoupon(
      {
        name: values.name,
        type: values.type,
        value: values.type === 'free_delivery' ? 0 : numberOf(values.value),
        usageLimit: values.unlimited ? null : numberOf(values.usageLimit),
        maxUsagePerUser: numberOf(values.maxUsagePerUser),
      },
      texts,
    ),
  };
  if (mode === 'create') {
    const code = checkCouponCode(values.code, texts);
    if (code) issues.code = code;
  }
  if (values.changeExpiry && !values.neverExpires) {
    const expiresIn = checkExpiresIn(numberOf(values.expiresIn), texts);
    if (expiresIn) issues.expiresIn = expiresIn;
  }
  return issues;
}

/** The expiry the form means, counted from `now` (spec part 1 §9); null: never expires. */
const expiresAtOf = (values: CouponFormValues, now: Date): string | null =>
  values.neverExpires ? null : expiryFromNow(Number(values.expiresIn), now).toISOString();

/** What the create call sends for a valid form. */
export const createCouponBody = (
  values: CouponFormValues,
  now: Date = new Date(),
): coupons.CouponInput => ({
  code: values.code,
  name: values.name.trim(),
  type: values.type,
  value: couponValueOf(values),
  isActive: values.isActive,
  expiresAt: expiresAtOf(values, now),
  usageLimit: usageLimitOf(values),
  maxUsagePerUser: Number(values.maxUsagePerUser),
});

/**
 * What the update call sends: no code or type, no value for free delivery (part 1 §5), and no
 * expiry unless the operator chose a new one (the server then keeps the stored one).
 */
export const updateCouponBody = (
  values: CouponFormValues,
  now: Date = new Date(),
): coupons.CouponChanges => ({
  name: values.name.trim(),
  ...(values.type !== 'free_delivery' && { value: couponValueOf(values) }),
  isActive: values.isActive,
  ...(values.changeExpiry && { expiresAt: expiresAtOf(values, now) }),
  usageLimit: usageLimitOf(values),
  maxUsagePerUser: Number(values.maxUsagePerUser),
});
