import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './people.js';

describe('GSTIN check character', () => {
  it('matches published GSTINs', () => {
    // Published GSTINs (Maharashtra, Tamil Nadu, Gujarat).
    for (const gstin of ['27AAPFU0939F1ZV', '33AAACH7409R1Z8', '24AAACC1206D1ZM']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
    }
  });
});
