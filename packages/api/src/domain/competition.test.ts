import { describe, expect, it } from 'vitest';
import {
  checkCompetitionName,
  checkProductIds,
  competitionMessages,
  splitProductIds,
} from './competition.js';

const a = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const b = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('splitProductIds', () => {
  it('splits on commas, trims, drops blanks and repeats, keeping the typed order', () => {
    expect(splitProductIds(` ${b} ,${a},, ${b}  ,${a}, `)).toEqual([b, a]);
  });

  it('reads nothing from blank text', () => {
    expect(splitProductIds(' , ,')).toEqual([]);
  });
});

describe('checkProductIds', () => {
  it('asks for at least one id', () => {
    expect(checkProductIds([])).toBe(competitionMessages.productIdsRequired);
  });

  it('names the ids that are not ids', () => {
    expect(checkProductIds([a, 'x1', 'AAAAAAAAAAAAAAAAAAAAAAAA'])).toBe(
      competitionMessages.productIdsInvalid(['x1', 'AAAAAAAAAAAAAAAAAAAAAAAA']),
    );
  });

  it('accepts well-formed ids', () => {
    expect(checkProductIds([a, b])).toBeUndefined();
  });
});

describe('checkCompetitionName', () => {
  it('refuses a blank name and accepts any other', () => {
    expect(checkCompetitionName('  ')).toBe(competitionMessages.nameRequired);
    expect(checkCompetitionName(' IMO ')).toBeUndefined();
  });
});
