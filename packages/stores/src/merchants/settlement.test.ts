import { describe, expect, it } from 'vitest';
import { validateSettlement } from './settlement.js';

describe('merchant settlement rules', () => {
  it('require every field, with the spec texts', () => {
    expect(validateSettlement({ transactionId: ' ', merchantId: '', amount: '' })).toEqual({
      transactionId: 'Transaction ID is required.',
      merchantId: 'Merchant ID is required.',
      amount: 'Amount is required.',
    });
  });

  it('refuse an amount that is not a positive number', () => {
    for (const amount of ['0', '-5', 'ten']) {
      expect(validateSettlement({ transactionId: 'T1', merchantId: 'm', amount }).amount).toBe(
        'Amount must be greater than 0.',
      );
    }
  });

  it('accept a complete settlement', () => {
    expect(
      validateSettlement({ transactionId: 'UTR123', merchantId: 'm', amount: '120.50' }),
    ).toEqual({});
  });
});
