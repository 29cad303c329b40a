import { describe, expect, it } from 'vitest';
import {
  type CouponRuleValues,
  checkCoupon,
  checkCouponCode,
  checkExpiresIn,
  couponDefaults,
  couponMessages,
  expiryFromNow,
  firstCouponIssue,
  generateCouponCode,
  hoursLeft,
  randomCodeCharacters,
} from './coupon.js';

const valid: CouponRuleValues = {
  name: 'Back to school',
  type: 'percentage',
  value: 10,
  usageLimit: 100,
  maxUsagePerUser: 1,
};

const issuesOf = (changes: Partial<CouponRuleValues>) => checkCoupon({ ...valid, ...changes });

describe('checkCoupon', () => {
  it('finds nothing wrong with a sound coupon, nor with the spec defaults', () => {
    expect(checkCoupon(valid)).toEqual({});
    const { type, value, usageLimit, maxUsagePerUser } = couponDefaults;
    expect(checkCoupon({ name: 'Diwali', type, value, usageLimit, maxUsagePerUser })).toEqual({});
  });

  it('needs a name of at least 3 characters, spaces aside', () => {
    expect(issuesOf({ name: '' })).toEqual({ name: 'Coupon name is required' });
    expect(issuesOf({ name: '   ' })).toEqual({ name: 'Coupon name is required' });
    expect(issuesOf({ name: 'ab' })).toEqual({ name: 'Coupon name must be at least 3 characters' });
    expect(issuesOf({ name: ' ab ' }).name).toBe(couponMessages.nameTooShort);
    expect(issuesOf({ name: 'abc' })).toEqual({});
  });

  it('takes a percentage above 0 and below 100, whole', () => {
    for (const value of [0, -5, Number.NaN]) {
      expect(issuesOf({ value })).toEqual({ value: 'Percentage must be greater than 0' });
    }
    for (const value of [100, 150]) {
      expect(issuesOf({ value })).toEqual({ value: 'Percentage must be less than 100' });
    }
    expect(issuesOf({ value: 12.5 })).toEqual({ value: couponMessages.percentageWhole });
    expect(issuesOf({ value: 1 })).toEqual({});
    expect(issuesOf({ value: 99 })).toEqual({});
  });

  it('keeps a free delivery coupon at value 0', () => {
    expect(issuesOf({ type: 'free_delivery', value: 0 })).toEqual({});
    expect(issuesOf({ type: 'free_delivery', value: 10 })).toEqual({
      value: couponMessages.freeDeliveryValue,
    });
  });

  it('takes a usage limit above 0, or none (infinite)', () => {
    expect(issuesOf({ usageLimit: 0 })).toEqual({
      usageLimit: 'Usage limit must be greater than 0',
    });
    expect(issuesOf({ usageLimit: -3 }).usageLimit).toBe(couponMessages.usageLimitPositive);
    expect(issuesOf({ usageLimit: 2.5 }).usageLimit).toBe(couponMessages.usageLimitWhole);
    expect(issuesOf({ usageLimit: 2_000_000 }).usageLimit).toBe(
      'Usage limit must be at most 1000000',
    );
    expect(issuesOf({ usageLimit: null, maxUsagePerUser: 50 })).toEqual({});
  });

  it('words what it finds in the texts it is given, values included', () => {
    const texts = {
      ...couponMessages,
      nameRequired: 'नाम ज़रूरी है',
      usageLimitTooHigh: (most: number) => `सीमा ज़्यादा से ज़्यादा ${most}`,
    };
    expect(checkCoupon({ ...valid, name: ' ', usageLimit: 2_000_000 }, texts)).toEqual({
      name: 'नाम ज़रूरी है',
      usageLimit: 'सीमा ज़्यादा से ज़्यादा 1000000',
    });
  });

  it('takes a max usage per user above 0 and within the usage limit', () => {
    expect(issuesOf({ maxUsagePerUser: 0 })).toEqual({
      maxUsagePerUser: 'Max usage per user must be greater than 0',
    });
    expect(issuesOf({ maxUsagePerUser: Number.NaN }).maxUsagePerUser).toBe(
      couponMessages.maxPerUserPositive,
    );
    expect(issuesOf({ maxUsagePerUser: 1.5 }).maxUsagePerUser).toBe(couponMessages.maxPerUserWhole);
    expect(issuesOf({ usageLimit: 5, maxUsagePerUser: 6 })).toEqual({
      maxUsagePerUser: 'Max usage per user cannot exceed total usage limit',
    });
    expect(issuesOf({ usageLimit: 5, maxUsagePerUser: 5 })).toEqual({});
  });

  it('reports every field at once, and the first in the form order', () => {
    const issues = checkCoupon({
      name: '',
      type: 'percentage',
      value: 100,
      usageLimit: 0,
      maxUsagePerUser: 0,
    });
    expect(Object.keys(issues)).toEqual(['name', 'value', 'usageLimit', 'maxUsagePerUser']);
    expect(firstCouponIssue(issues)).toBe(couponMessages.nameRequired);
    expect(firstCouponIssue(issuesOf({ usageLimit: 0 }))).toBe(couponMessages.usageLimitPositive);
    expect(firstCouponIssue({})).toBeUndefined();
  });
});

describe('checkCouponCode', () => {
  it('takes 3 to 12 capital letters or digits', () => {
    expect(checkCouponCode('')).toBe('Coupon code is required');
    expect(checkCouponCode('  ')).toBe(couponMessages.codeRequired);
    for (const code of ['AB', 'diwali10', 'BACK TO', 'ABCDEFGHIJKLM', 'FD-10']) {
      expect(checkCouponCode(code)).toBe(couponMessages.codeFormat);
    }
    expect(checkCouponCode('BACP10X7Q2')).toBeUndefined();
    expect(checkCouponCode('ABCDEFGHIJKL')).toBeUndefined();
  });
});

describe('checkExpiresIn', () => {
  it('takes at least 1 hour', () => {
    expect(checkExpiresIn(1)).toBeUndefined();
    expect(checkExpiresIn(8760)).toBeUndefined();
    for (const hours of [0, 0.5, -2, Number.NaN]) {
      expect(checkExpiresIn(hours)).toBe(couponMessages.expiresInMinimum);
    }
  });
});

describe('expiryFromNow and hoursLeft', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('counts the hours from now', () => {
    expect(expiryFromNow(24, now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(expiryFromNow(1, now).toISOString()).toBe('2026-03-01T11:00:00.000Z');
  });

  it('gives 24 hours when the result would be in the past or now', () => {
    for (const hours of [0, -5, Number.NaN]) {
      expect(expiryFromNow(hours, now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    }
  });

  it('reads the hours left, rounded up, and 24 for an expired coupon', () => {
    expect(hoursLeft(new Date('2026-03-02T10:00:00.000Z'), now)).toBe(24);
    expect(hoursLeft(new Date('2026-03-01T12:30:00.000Z'), now)).toBe(3);
    expect(hoursLeft(new Date('2026-03-01T10:00:00.001Z'), now)).toBe(1);
    expect(hoursLeft(new Date('2026-02-20T10:00:00.000Z'), now)).toBe(24);
    expect(hoursLeft(now, now)).toBe(24);
  });
});

describe('generateCouponCode', () => {
  const fixed = () => 'Q7Z2';

  it('joins the name, the type, two digits of value and 4 random characters', () => {
    expect(
      generateCouponCode({ name: 'Back to school', type: 'percentage', value: 10 }, fixed),
    ).toBe('BACP10Q7Z2');
    expect(generateCouponCode({ name: 'diwali', type: 'free_delivery', value: 0 }, fixed)).toBe(
      'DIWFD00Q7Z2',
    );
  });

  it('writes a one-digit value with a leading zero, and keeps within 0 to 99', () => {
    const code = (value: number) =>
      generateCouponCode({ name: 'Holi', type: 'percentage', value }, fixed);
    expect(code(5)).toBe('HOLP05Q7Z2');
    expect(code(7.9)).toBe('HOLP07Q7Z2');
    expect(code(99)).toBe('HOLP99Q7Z2');
    expect(code(150)).toBe('HOLP99Q7Z2');
    expect(code(-3)).toBe('HOLP00Q7Z2');
    expect(code(Number.NaN)).toBe('HOLP00Q7Z2');
    // Free delivery is worth 0 whatever the value field held before.
    expect(generateCouponCode({ name: 'Holi', type: 'free_delivery', value: 40 }, fixed)).toBe(
      'HOLFD00Q7Z2',
    );
  });

  it('takes letters only, and fills a name shorter than 3 letters with X', () => {
    const code = (name: string) =>
      generateCouponCode({ name, type: 'percentage', value: 20 }, fixed);
    expect(code('Al')).toBe('ALXP20Q7Z2');
    expect(code('a')).toBe('AXXP20Q7Z2');
    expect(code('')).toBe('XXXP20Q7Z2');
    expect(code('1 a-b 2c')).toBe('ABCP20Q7Z2');
  });

  it('cuts the result to 12 characters', () => {
    const long = () => 'ABCDEFGH';
    expect(generateCouponCode({ name: 'Summer', type: 'free_delivery', value: 0 }, long)).toBe(
      'SUMFD00ABCDE',
    );
  });

  it('makes a valid code with 4 fresh random characters each time', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const code = generateCouponCode({ name: 'Exam week', type: 'percentage', value: 15 });
      expect(code).toMatch(/^EXAP15[A-Z0-9]{4}$/);
      expect(checkCouponCode(code)).toBeUndefined();
      codes.add(code);
    }
    // 36^4 possibilities: twenty draws all alike would mean no randomness at all.
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('randomCodeCharacters', () => {
  it('draws the asked number of capital letters and digits, every one of them in time', () => {
    const drawn = randomCodeCharacters(5000);
    expect(drawn).toHaveLength(5000);
    expect(drawn).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(drawn).size).toBe(36);
  });
});
