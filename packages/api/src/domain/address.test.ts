import { describe, expect, it } from 'vitest';
import { addressLine, localityLine } from './address.js';

const full = { street: '4 Park Street', city: 'Pune', state: 'Maharashtra', postalCode: '411001' };

describe('addressLine', () => {
  it('writes street, town, state and PIN on one line', () => {
    expect(addressLine(full)).toBe('4 Park Street, Pune, Maharashtra 411001');
  });

  it('leaves out what is missing without stray commas', () => {
    expect(addressLine({ ...full, street: null, postalCode: null })).toBe('Pune, Maharashtra');
    expect(addressLine({ ...full, city: '', state: null })).toBe('4 Park Street, 411001');
    expect(addressLine({ street: null, city: null, state: null, postalCode: null })).toBe('');
  });
});

describe('localityLine', () => {
  it('is the line under the street', () => {
    expect(localityLine(full)).toBe('Pune, Maharashtra 411001');
  });
});
