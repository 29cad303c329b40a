import { describe, expect, it } from 'vitest';
import { baseListParams, mergeFilters, sameParams, toQuery } from './list-params.js';

describe('list params', () => {
  it('merge entered filters: trimmed values replace, blank ones remove', () => {
    expect(
      mergeFilters(
        { name: 'Old', status: 'active' },
        { name: ' New ', status: '  ', phone: undefined },
      ),
    ).toEqual({
      name: 'New',
    });
  });

  it('compare by value, whatever the order of the filters', () => {
    const a = { ...baseListParams(), filters: { a: '1', b: '2' } };
    const b = { ...baseListParams(), filters: { b: '2', a: '1' } };
    expect(sameParams(a, b)).toBe(true);
    expect(sameParams(a, { ...b, page: 2 })).toBe(false);
  });

  it('flatten to the wire query, paging fields winning over a filter of the same name', () => {
    expect(toQuery({ ...baseListParams(-1), filters: { status: 'placed', page: '9' } })).toEqual({
      status: 'placed',
      page: 1,
      limit: 10,
      sort: -1,
    });
  });
});
