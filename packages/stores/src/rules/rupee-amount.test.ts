import { describe, expect, it } from 'vitest';
import { validateRupeeAmount } from './rupee-amount.js';

describe('typed amounts of money', () => {
  it('accept positive amounts in whole paise', () => {
    for (const amount of ['1', '0.01', '120.5', ' 120.50 ', '.5', '7.']) {
      expect(validateRupeeAmount(amount), amount).toBeUndefined();
    }
  });

  it('require an amount', () => {
    expect(validateRupeeAmount(' ')).toBe('Amount is required.');
  });

  it('refuse what is no number above 0', () => {
    for (const amount of ['0', '0.00', '-5', 'ten', '1e3', '1,000', '+5']) {
      expect(validateRupeeAmount(amount), amount).toBe('Amount must be greater than 0.');
    }
  });

  it('refuse a third decimal', () => {
    expect(validateRupeeAmount('10.005')).toBe('Amount can have at most two decimals.');
  });
});
