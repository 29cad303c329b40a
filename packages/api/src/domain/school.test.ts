import { describe, expect, it } from 'vitest';
import {
  branchesToCreate,
  canRemoveRow,
  checkAddBranch,
  checkAddMerchant,
  isPercent,
  isZipCode,
  merchantsToSave,
  schoolMessages,
} from './school.js';

const address = (changes: object = {}) => ({
  area: 'Andheri',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400053',
  country: 'India',
  ...changes,
});

describe('branch rows', () => {
  it('adds a branch only when the last has area, city, state, zip code and country', () => {
    expect(checkAddBranch([{ address: address() }])).toBeUndefined();
    expect(checkAddBranch([])).toBeUndefined();
    for (const part of ['area', 'city', 'state', 'zipCode', 'country']) {
      expect(checkAddBranch([{ address: address({ [part]: ' ' }) }])).toBe(
        schoolMessages.enterBranches,
      );
    }
    expect(checkAddBranch([{ address: address({ area: '' }) }, { address: address() }])).toBe(
      undefined,
    );
  });

  it('drops a last branch with an empty area on create, and only that one', () => {
    const full = { address: address() };
    const empty = { address: address({ area: '' }) };
    expect(branchesToCreate([full, empty])).toEqual([full]);
    expect(branchesToCreate([empty, full])).toEqual([empty, full]);
    expect(branchesToCreate([empty])).toEqual([]);
  });
});

describe('merchant rows', () => {
  it('adds a merchant only when the last has an id; drops an empty last one on save', () => {
    expect(checkAddMerchant([{ merchantId: '' }])).toBe(schoolMessages.enterMerchants);
    expect(checkAddMerchant([{ merchantId: 'a1' }])).toBeUndefined();
    expect(merchantsToSave([{ merchantId: 'a1' }, { merchantId: ' ' }])).toEqual([
      { merchantId: 'a1' },
    ]);
    expect(merchantsToSave([{ merchantId: 'a1' }])).toEqual([{ merchantId: 'a1' }]);
  });

  it('keeps the only row', () => {
    expect(canRemoveRow([1])).toBe(false);
    expect(canRemoveRow([1, 2])).toBe(true);
  });
});

describe('numbers', () => {
  it('takes six-digit zip codes and percentages from 0 to 100', () => {
    expect(isZipCode('560034')).toBe(true);
    expect(isZipCode('56003')).toBe(false);
    expect(isZipCode('56003a')).toBe(false);
    expect([0, 12.5, 100].every(isPercent)).toBe(true);
    expect([-1, 101, Number.NaN].some(isPercent)).toBe(false);
  });
});
