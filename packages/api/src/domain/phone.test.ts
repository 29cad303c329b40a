import { describe, expect, it } from 'vitest';
import { phoneSearchText } from './phone.js';

describe('phone search text', () => {
  it('reads a phone in the form the console shows it, or as it is dialled', () => {
    for (const typed of [
      '+91 9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '919876543210',
      '09876543210',
      ' (98765) 43210 ',
    ]) {
      expect(phoneSearchText(typed)).toBe('9876543210');
    }
  });

  it('reads the start of a shown phone as the digits it starts with', () => {
    expect(phoneSearchText('+91 98')).toBe('98');
    expect(phoneSearchText('+91 987-65')).toBe('98765');
    expect(phoneSearchText('91')).toBe('91');
  });

  it('leaves text that is not a phone as typed', () => {
    expect(phoneSearchText('  Asha Rao ')).toBe('Asha Rao');
    expect(phoneSearchText('asha.rao@example.in')).toBe('asha.rao@example.in');
    expect(phoneSearchText('+91 Asha')).toBe('+91 Asha');
  });
});
