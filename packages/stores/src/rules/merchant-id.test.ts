import { describe, expect, it } from 'vitest';
import { validateMerchantId } from './merchant-id.js';

describe('merchant id rule', () => {
  it('accepts 24 hexadecimal characters', () => {
    expect(validateMerchantId('0123456789abcdef01234567')).toBeUndefined();
    expect(validateMerchantId(' 0123456789ABCDEF01234567 ')).toBeUndefined();
  });

  it('refuses anything else with "Invalid ID format"', () => {
    for (const id of [
      '',
      '0123456789abcdef0123456',
      '0123456789abcdef012345678',
      'g123456789abcdef01234567',
    ]) {
      expect(validateMerchantId(id)).toBe('Invalid ID format');
    }
  });
});
