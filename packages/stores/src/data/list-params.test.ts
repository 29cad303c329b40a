import { describe, expect, it } from 'vitest';
import {
  baseListParams,
  fromPlaceQuery,
  mergeFilters,
  sameParams,
  toQuery,
} from './list-params.js';

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
      includeTotal: true,
      page: 1,
      limit: 10,
      sort: -1,
    });
  });

  it("read a link's limit only when it is one of the page sizes offered", () => {
    const base = baseListParams(-1);
    expect(fromPlaceQuery({ limit: '50' }, base).limit).toBe(50);
    for (const limit of ['1000', '15', '0', '-10', '2e1', 'abc']) {
      expect(fromPlaceQuery({ limit, page: '3' }, base)).toMatchObject({ limit: 10, page: 3 });
    }
  });

  it('send a phone filter as the phone is kept, whatever form it was typed in', () => {
    const filters = { customerPhone: '+91 98765-43210', customerName: '+91 Asha' };
    expect(toQuery({ ...baseListParams(-1), filters })).toMatchObject({
      customerPhone: '9876543210',
      customerName: '+91 Asha',
    });
  });
});
