import { expect } from '@open-wc/testing';
import { sameValues } from './data-table.filters.js';

describe('sameValues', () => {
  it('holds for two objects with the same values, in any order', () => {
    expect(sameValues({ name: 'Aarav', status: '' }, { status: '', name: 'Aarav' })).to.equal(true);
    expect(sameValues({}, {})).to.equal(true);
  });

  it('fails on a different value, a missing or extra key, or no previous values', () => {
    expect(sameValues({ name: 'Aarav' }, { name: 'Asha' })).to.equal(false);
    expect(sameValues({ name: '' }, { name: '', status: '' })).to.equal(false);
    expect(sameValues({ name: '' }, { status: '' })).to.equal(false);
    expect(sameValues({}, undefined)).to.equal(true);
    expect(sameValues({ name: '' }, undefined)).to.equal(false);
  });
});
