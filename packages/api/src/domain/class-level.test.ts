import { describe, expect, it } from 'vitest';
import { compareClassLevels } from './class-level.js';

describe('class levels', () => {
  it('sort in school order: Nursery, LKG, UKG, then 1 to 12 by number', () => {
    const levels = ['1', '10', '11', '12', '2', '3', 'LKG', 'Nursery', 'UKG', '9'];
    expect(levels.sort(compareClassLevels)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      '1',
      '2',
      '3',
      '9',
      '10',
      '11',
      '12',
    ]);
  });

  it('put levels of another form after the known ones, in text order', () => {
    expect(['Pre-KG', '5', 'Class 5', 'nursery'].sort(compareClassLevels)).toEqual([
      'nursery',
      '5',
      'Class 5',
      'Pre-KG',
    ]);
  });
});
