import { describe, expect, it } from 'vitest';
import { formatRupees, sumRupees } from './money.js';

describe('formatRupees', () => {
  it('groups Indian style with the rupee sign and paise', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees('1234.5')).toBe('₹1,234.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('formats in the locale asked for: Hindi keeps ₹ and Indian grouping', () => {
    expect(formatRupees(123456.5, 'hi-IN')).toBe('₹1,23,456.50');
    expect(formatRupees(1234.5, 'en-US')).toBe('₹1,234.50');
    expect(formatRupees(1234567.5, 'en-US')).toBe('₹1,234,567.50');
  });

  it('writes nothing for what is no number', () => {
    expect(formatRupees('')).toBe('');
    expect(formatRupees('abc')).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});

describe('sumRupees', () => {
  it('adds to the paisa', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([199.99, 40, 5.01, 0.45])).toBe(245.45);
    expect(sumRupees([])).toBe(0);
  });
});
