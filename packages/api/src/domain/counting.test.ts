import { describe, expect, it } from 'vitest';
import { formatCount, pluralOf } from './counting.js';

describe('formatCount', () => {
  it('groups a count the Indian way in English and Hindi', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(1234567, 'hi-IN')).toBe('12,34,567');
  });
});

describe('pluralOf', () => {
  const rows = { one: 'row', other: 'rows' };

  it('says one for what English counts as one', () => {
    expect([0, 1, 2].map((count) => pluralOf(count, 'en-IN', rows))).toEqual([
      'rows',
      'row',
      'rows',
    ]);
  });

  it('follows Hindi, which counts 0 as one too', () => {
    expect(pluralOf(0, 'hi-IN', { one: 'पंक्ति', other: 'पंक्तियाँ' })).toBe('पंक्ति');
    expect(pluralOf(5, 'hi-IN', { one: 'पंक्ति', other: 'पंक्तियाँ' })).toBe('पंक्तियाँ');
  });
});
