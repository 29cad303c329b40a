/**
 * The coupon rules of spec part 1 §5 and the constants of §9, as pure functions. The console's
 * form runs them before anything is sent and the server runs them again on what arrives, so a
 * coupon the form refuses the API refuses too, with the same message. Each rule words what it
 * finds in the texts it is given: the server's English by default, the console's installed
 * catalogue's (`messages.coupons.rules`, the same keys and parameters) in the form.
 */

import type { Translation } from './translation.js';

export const couponTypes = ['percentage', 'free_delivery'] as const;
export type CouponType = (typeof couponTypes)[number];

/** The spec's messages (part 1 §5), and ours for what it leaves unsaid. */
export const couponMessages = {
  nameRequired: 'Coupon name is required',
  nameTooShort: 'Coupon name must be at least 3 characters',
  percentageTooLow: 'Percentage must be greater than 0',
  percentageTooHigh: 'Percentage must be less than 100',
  /** The input allows 1 to 99 (spec part 1 §5): no fractions of a percent. */
  percentageWhole: 'Percentage must be a whole number',
  /** Free delivery sets value 0 (spec part 1 §5); another value is a mistake. */
  freeDeliveryValue: 'A free delivery coupon has value 0',
  usageLimitPositive: 'Usage limit must be greater than 0',
  usageLimitWhole: 'Usage limit must be a whole number',
  usageLimitTooHigh: (most: number) => `Usage limit must be at most ${most}`,
  maxPerUserPositive: 'Max usage per user must be greater than 0',
  maxPerUserWhole: 'Max usage per user must be a whole number',
  maxPerUserTooHigh: (most: number) => `Max usage per user must be at most ${most}`,
  maxPerUserAboveLimit: 'Max usage per user cannot exceed total usage limit',
  expiresInMinimum: 'Expires in must be at least 1 hour',
  expiresAtPast: 'The expiry must be in the future',
  codeRequired: 'Coupon code is required',
  codeFormat: 'Coupon code is 3 to 12 capital letters or digits',
  typeFixed: 'The type of a coupon cannot be changed',
} as const;

/** The coupon rules' words in some language: `couponMessages`' keys and parameters. */
export type CouponRuleTexts = Translation<typeof couponMessages>;

/** The spec's minimum name length and shortest expiry in hours (part 1 §5). */
export const MIN_COUPON_NAME_LENGTH = 3;
export const MIN_COUPON_EXPIRES_IN_HOURS = 1;
/** Longest name and largest count the API takes (the database keeps counts as int4). */
export const MAX_COUPON_NAME_LENGTH = 100;
export const MAX_COUPON_COUNT = 1_000_000;
/** Longest code: what the generator cuts to (spec part 1 §9). */
export const MAX_COUPON_CODE_LENGTH = 12;

/** "Never expires" stands for this many hours (a year) where the form keeps hours (§9). */
export const NEVER_EXPIRES_HOURS = 8760;
/** Used when an expiry counted from now would lie in the past (spec part 1 §9). */
export const FALLBACK_EXPIRES_IN_HOURS = 24;

/** A new coupon's values (spec part 1 §9). */
export const couponDefaults = {
  type: 'percentage',
  value: 10,
  isActive: true,
  expiresInHours: 24,
  usageLimit: 100,
  maxUsagePerUser: 1,
} as const satisfies {
  type: CouponType;
  value: number;
  isActive: boolean;
  expiresInHours: number;
  usageLimit: number;
  maxUsagePerUser: number;
};

/** What the rules look at; `usageLimit` null is "infinite". */
export interface CouponRuleValues {
  readonly name: string;
  readonly type: CouponType;
  readonly value: number;
  readonly usageLimit: number | null;
  readonly maxUsagePerUser: number;
}

export type CouponIssues = Partial<Record<keyof CouponRuleValues, string>>;

function nameIssue(name: string, texts: CouponRuleTexts): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return texts.nameRequired;
  if (trimmed.length < MIN_COUPON_NAME_LENGTH) return texts.nameTooShort;
  return undefined;
}

function valueIssue(type: CouponType, value: number, texts: CouponRuleTexts): string | undefined {
  if (type === 'free_delivery') return value === 0 ? undefined : texts.freeDeliveryValue;
  // NaN (an empty field) is no percentage greater than 0.
  if (!(value > 0)) return texts.percentageTooLow;
  if (value >= 100) return texts.percentageTooHigh;
  return Number.isInteger(value) ? undefined : texts.percentageWhole;
}

/** The messages of the two counts, each a whole number from 1 to MAX_COUPON_COUNT. */
const countMessages = (texts: CouponRuleTexts) => ({
  usageLimit: {
    tooLow: texts.usageLimitPositive,
    notWhole: texts.usageLimitWhole,
    tooHigh: texts.usageLimitTooHigh,
  },
  maxUsagePerUser: {
    tooLow: texts.maxPerUserPositive,
    notWhole: texts.maxPerUserWhole,
    tooHigh: texts.maxPerUserTooHigh,
  },
});

function countIssue(
  field: 'usageLimit' | 'maxUsagePerUser',
  count: number,
  texts: CouponRuleTexts,
): string | undefined {
  const { tooLow, notWhole, tooHigh } = countMessages(texts)[field];
  if (!(count > 0)) return tooLow;
  if (!Number.isInteger(count)) return notWhole;
  return count > MAX_COUPON_COUNT ? tooHigh(MAX_COUPON_COUNT) : undefined;
}

/**
 * The problems of a coupon, by field (none: an empty object): name required and at least 3
 * characters; a percentage above 0 and below 100, a whole number; free delivery worth 0; the
 * usage limit above 0 unless infinite (null); max usage per user above 0 and within the limit.
 */
export function checkCoupon(
  values: CouponRuleValues,
  texts: CouponRuleTexts = couponMessages,
): CouponIssues {
  const issues: CouponIssues = {};
  const name = nameIssue(values.name, texts);
  if (name) issues.name = name;
  const value = valueIssue(values.type, values.value, texts);
  if (value) issues.value = value;
  if (values.usageLimit !== null) {
    const limit = countIssue('usageLimit', values.usageLimit, texts);
    if (limit) issues.usageLimit = limit;
  }
  const perUser = countIssue('maxUsagePerUser', values.maxUsagePerUser, texts);
  if (perUser) issues.maxUsagePerUser = perUser;
  // Compared only with a limit that is itself sound: one problem is said once.
  else if (
    values.usageLimit !== null &&
    !issues.usageLimit &&
    values.maxUsagePerUser > values.usageLimit
  ) {
    issues.maxUsagePerUser = texts.maxPerUserAboveLimit;
  }
  return issues;
}

/** The first problem in the form's order (what a 400 says), or undefined. */
export const firstCouponIssue = (issues: CouponIssues): string | undefined =>
  issues.name ?? issues.value ?? issues.usageLimit ?? issues.maxUsagePerUser;

const CODE = new RegExp(`^[A-Z0-9]{3,${MAX_COUPON_CODE_LENGTH}}$`);

/** A code's problem: required, then 3 to 12 capital letters or digits (what the generator makes). */
export function checkCouponCode(
  code: string,
  texts: CouponRuleTexts = couponMessages,
): string | undefined {
  if (code.trim() === '') return texts.codeRequired;
  return CODE.test(code) ? undefined : texts.codeFormat;
}

/** The expires-in field's problem: at least 1 hour, and a number (spec part 1 §5). */
export const checkExpiresIn = (
  hours: number,
  texts: CouponRuleTexts = couponMessages,
): string | undefined =>
  hours >= MIN_COUPON_EXPIRES_IN_HOURS ? undefined : texts.expiresInMinimum;

const HOUR = 3_600_000;

/**
 * The expiry `hours` from `now` (spec part 1 §9); 24 hours from now when that would not lie in
 * the future (no hours, or none left).
 */
export function expiryFromNow(hours: number, now: Date = new Date()): Date {
  const expiry = now.getTime() + hours * HOUR;
  return Number.isFinite(expiry) && expiry > now.getTime()
    ? new Date(expiry)
    : new Date(now.getTime() + FALLBACK_EXPIRES_IN_HOURS * HOUR);
}

/**
 * The hours a coupon has left, rounded up (what the edit form shows); an expired coupon gets
 * 24, the spec's fallback, so that saving it gives it a day rather than an expiry in the past.
 */
export function hoursLeft(expiresAt: Date, now: Date = new Date()): number {
  const hours = Math.ceil((expiresAt.getTime() - now.getTime()) / HOUR);
  return hours >= MIN_COUPON_EXPIRES_IN_HOURS ? hours : FALLBACK_EXPIRES_IN_HOURS;
}

/** Whether a coupon's expiry has come (null: it never expires); the list marks such coupons. */
export const hasExpired = (expiresAt: string | null, now: Date = new Date()): boolean =>
  expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet's size below 256: bytes from it up would favour some. */
const UNBIASED_BYTES = 256 - (256 % CODE_ALPHABET.length);

/** `count` random capital letters and digits, each equally likely (Web Crypto). */
export function randomCodeCharacters(count: number): string {
  let characters = '';
  while (characters.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < UNBIASED_BYTES && characters.length < count) {
        characters += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      }
    }
  }
  return characters;
}

/** Letters the code takes from a name shorter than 3 letters fill up with X. */
const NAME_PART_FILLER = 'X';

/**
 * A coupon code (spec part 1 §9): the first 3 letters of the name, uppercased; "P" for a
 * percentage or "FD" for free delivery; the value as two digits; 4 random characters; cut to 12.
 * Decisions the spec leaves open: only letters A–Z count (digits, spaces and accents are
 * skipped), and a name with fewer than 3 of them is filled up with X ("Al" → "ALX"), so every
 * code has the same shape; the value is a whole number from 0 to 99 written with two digits
 * ("5" → "05"; free delivery "00"; what is no number reads 0, above 99 reads 99).
 */
export function generateCouponCode(
  values: { readonly name: string; readonly type: CouponType; readonly value: number },
  random: (count: number) => string = randomCodeCharacters,
): string {
  const letters = values.name
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3);
  const namePart = letters.padEnd(3, NAME_PART_FILLER);
  const typePart = values.type === 'percentage' ? 'P' : 'FD';
  const value = values.type === 'percentage' ? Math.trunc(values.value) : 0;
  const valuePart = String(Number.isFinite(value) ? Math.min(99, Math.max(0, value)) : 0).padStart(
    2,
    '0',
  );
  return `${namePart}${typePart}${valuePart}${random(4)}`.slice(0, MAX_COUPON_CODE_LENGTH);
}
