import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { closedSchema } from './call.js';
import {
  type ListFilterName,
  type ListFilters,
  listEnvelope,
  readList,
  writeList,
} from './list.js';
import type { list as usersList } from './users.js';

const Item = Type.Object({ id: Type.String() });

const users = listEnvelope({ items: 'users', total: 'totalUsers', pages: 'totalPages' }, Item);
const merchants = listEnvelope(
  { items: 'merchants', total: 'totalMerchent', pages: 'totalPages' },
  Item,
);
const categories = listEnvelope(
  { items: 'categories', total: 'pagination.total', pages: 'pagination.totalPages' },
  Item,
);
const orders = listEnvelope(
  { items: 'data.orders', total: 'data.totalOrders', pages: 'data.totalPages' },
  Item,
);

describe('listEnvelope', () => {
  it('builds a flat answer schema under the wire names', () => {
    expect(Value.Check(users.schema, { users: [{ id: 'a' }], totalUsers: 1, totalPages: 1 })).toBe(
      true,
    );
    expect(Value.Check(merchants.schema, { merchants: [], totalMerchent: 0, totalPages: 0 })).toBe(
      true,
    );
    // The wire keeps the spec's spelling: the corrected name is not accepted.
    expect(Value.Check(merchants.schema, { merchants: [], totalMerchant: 0, totalPages: 0 })).toBe(
      false,
    );
  });

  it('nests the names that are dotted paths', () => {
    expect(
      Value.Check(categories.schema, {
        categories: [{ id: 'c' }],
        pagination: { total: 1, totalPages: 1 },
      }),
    ).toBe(true);
    expect(
      Value.Check(orders.schema, {
        data: { orders: [{ id: 'o' }], totalOrders: 1, totalPages: 1 },
      }),
    ).toBe(true);
    expect(Value.Check(orders.schema, { orders: [], totalOrders: 0, totalPages: 0 })).toBe(false);
  });

  it('checks the items against the item schema', () => {
    expect(
      Value.Check(users.schema, { users: [{ name: 'no id' }], totalUsers: 1, totalPages: 1 }),
    ).toBe(false);
  });

  it('refuses names that collide', () => {
    expect(() =>
      listEnvelope({ items: 'data', total: 'data.total', pages: 'pages' }, Item),
    ).toThrow(/crosses/);
    expect(() => listEnvelope({ items: 'items', total: 'total', pages: 'total' }, Item)).toThrow(
      /twice/,
    );
  });
});

describe('readList', () => {
  it('normalises every wire shape to items, total and totalPages', () => {
    const item = { id: 'x' };
    expect(readList(users, { users: [item], totalUsers: 31, totalPages: 4 })).toEqual({
      items: [item],
      total: 31,
      totalPages: 4,
    });
    expect(readList(merchants, { merchants: [item], totalMerchent: 12, totalPages: 2 })).toEqual({
      items: [item],
      total: 12,
      totalPages: 2,
    });
    expect(
      readList(categories, { categories: [item], pagination: { total: 5, totalPages: 1 } }),
    ).toEqual({ items: [item], total: 5, totalPages: 1 });
    expect(readList(orders, { data: { orders: [item], totalOrders: 70, totalPages: 7 } })).toEqual({
      items: [item],
      total: 70,
      totalPages: 7,
    });
  });

  it('reads an answer missing its parts as an empty or single page', () => {
    // What the existing backend may send, outside our schema.
    const loose = (answer: object) => answer as never;
    expect(readList(orders, loose({}))).toEqual({ items: [], total: 0, totalPages: 0 });
    expect(readList(orders, loose({ data: { orders: [{ id: 'a' }] } }))).toEqual({
      items: [{ id: 'a' }],
      total: 1,
      totalPages: 1,
    });
    expect(
      readList(orders, loose({ data: { orders: [], totalOrders: '12', totalPages: '2' } })),
    ).toEqual({ items: [], total: 12, totalPages: 2 });
  });
});

describe('writeList', () => {
  it('puts a page under the wire names, nested where they are dotted, and reads back', () => {
    const page = { items: [{ id: 'a' }], total: 11, totalPages: 2 };
    const answer = writeList(orders, page);
    expect(answer).toEqual({ data: { orders: [{ id: 'a' }], totalOrders: 11, totalPages: 2 } });
    expect(readList(orders, answer)).toEqual(page);
    expect(Value.Check(orders.schema, answer)).toBe(true);
    expect(writeList(merchants, page)).toEqual({
      merchants: [{ id: 'a' }],
      totalMerchent: 11,
      totalPages: 2,
    });
  });
});

describe('an estimated total', () => {
  it('is flagged beside the total, optional, and read back; an exact total carries no flag', () => {
    const page = { items: [{ id: 'a' }], total: 250_000, totalPages: 25_000, totalEstimated: true };
    const answer = writeList(orders, page);
    expect(answer).toEqual({
      data: {
        orders: [{ id: 'a' }],
        totalOrders: 250_000,
        totalPages: 25_000,
        totalEstimated: true,
      },
    });
    expect(Value.Check(orders.schema, answer)).toBe(true);
    expect(readList(orders, answer)).toEqual(page);
    expect(writeList(users, page)).toMatchObject({ totalUsers: 250_000, totalEstimated: true });
    expect(writeList(categories, page).pagination).toMatchObject({ totalEstimated: true });
    // The existing backend never sends the flag; anything but true reads as exact.
    expect(writeList(users, { ...page, totalEstimated: false })).not.toHaveProperty(
      'totalEstimated',
    );
    expect(readList(users, { users: [], totalUsers: 3, totalPages: 1 })).not.toHaveProperty(
      'totalEstimated',
    );
    // Declared, so a closed schema (as the server's answers are written) keeps it, in its one place.
    expect(Value.Check(closedSchema(orders.schema), answer)).toBe(true);
    expect(Value.Check(closedSchema(orders.schema), { ...answer, totalEstimated: true })).toBe(
      false,
    );
    expect(Value.Check(orders.schema, { data: { ...answer.data, totalEstimated: 'yes' } })).toBe(
      false,
    );
  });
});

describe('an envelope with the page size or the page number', () => {
  const competitions = listEnvelope(
    { items: 'data.competitions', total: 'data.total', limit: 'data.limit' },
    Item,
  );
  const products = listEnvelope(
    { items: 'products', total: 'totalProducts', pages: 'totalPages', page: 'currentPage' },
    Item,
  );

  it('carries the page size in place of the page count, and the page count derives from it', () => {
    const answer = writeList(competitions, {
      items: [{ id: 'a' }],
      total: 21,
      totalPages: 3,
      limit: 10,
    });
    expect(answer).toEqual({ data: { competitions: [{ id: 'a' }], total: 21, limit: 10 } });
    expect(Value.Check(competitions.schema, answer)).toBe(true);
    const { limit: _limit, ...withoutLimit } = answer.data;
    expect(Value.Check(competitions.schema, { data: { ...withoutLimit, totalPages: 3 } })).toBe(
      false,
    );
    expect(readList(competitions, answer)).toEqual({
      items: [{ id: 'a' }],
      total: 21,
      totalPages: 3,
      limit: 10,
    });
  });

  it('repeats the page number where the envelope names it', () => {
    const page = { items: [{ id: 'p' }], total: 11, totalPages: 2, page: 2 };
    const answer = writeList(products, page);
    expect(answer).toEqual({
      products: [{ id: 'p' }],
      totalProducts: 11,
      totalPages: 2,
      currentPage: 2,
    });
    expect(Value.Check(products.schema, answer)).toBe(true);
    expect(readList(products, answer)).toEqual(page);
  });

  it('refuses an envelope with both or neither count, and a page without what it names', () => {
    expect(() => listEnvelope({ items: 'items', total: 'total' }, Item)).toThrow(/either/);
    expect(() =>
      listEnvelope({ items: 'items', total: 'total', pages: 'pages', limit: 'limit' }, Item),
    ).toThrow(/either/);
    expect(() => writeList(competitions, { items: [], total: 0, totalPages: 0 })).toThrow(/limit/);
    expect(() => writeList(products, { items: [], total: 0, totalPages: 0 })).toThrow(/page/);
  });
});

describe('ListFilters', () => {
  it("are the list call's query keys without paging, sort and total", () => {
    expectTypeOf<ListFilterName<typeof usersList>>().toEqualTypeOf<
      'name' | 'id' | 'email' | 'phone' | 'status'
    >();
    expectTypeOf<ListFilters<typeof usersList>['status']>().toEqualTypeOf<
      'active' | 'pending' | 'inactive' | 'suspended' | undefined
    >();
    // A filter the call does not take does not compile.
    // @ts-expect-error 'firstName' is not a users filter
    const misspelt: ListFilterName<typeof usersList> = 'firstName';
    expect(misspelt).toBe('firstName');
  });
});
