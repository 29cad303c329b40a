import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as api from '../index.js';
import { type CallContract, defineCall } from './call.js';
import { ListQuery } from './common.js';

const calls = [
  api.admin,
  api.categories,
  api.coupons,
  api.merchants,
  api.orders,
  api.productCsv,
  api.products,
  api.users,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is CallContract =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  ),
);

describe('defineCall', () => {
  const call = defineCall({
    method: 'POST',
    path: '/things/:id',
    summary: 'A thing',
    tags: ['things'],
    auth: true,
    permission: 'users:read',
    params: Type.Object({ id: Type.String() }),
    querystring: Type.Object({ q: Type.Optional(Type.String()) }),
    body: Type.Object({
      items: Type.Array(Type.Object({ name: Type.String() })),
      owner: Type.Union([Type.Object({ id: Type.String() }), Type.Null()]),
    }),
    response: { 200: Type.Object({ id: Type.String() }) },
  });

  it('closes every object of what a call takes to keys it does not declare', () => {
    expect(Value.Check(call.params!, { id: 'a' })).toBe(true);
    expect(Value.Check(call.params!, { id: 'a', role: 'x' })).toBe(false);
    expect(Value.Check(call.querystring!, { name: ['a', 'b'] })).toBe(false);
    const body = { items: [{ name: 'a' }], owner: { id: 'b' } };
    expect(Value.Check(call.body!, body)).toBe(true);
    expect(Value.Check(call.body!, { ...body, role: 'x' })).toBe(false);
    expect(Value.Check(call.body!, JSON.parse('{"__proto__": {"admin": true}}'))).toBe(false);
    expect(Value.Check(call.body!, { ...body, items: [{ name: 'a', extra: 1 }] })).toBe(false);
    expect(Value.Check(call.body!, { ...body, owner: { id: 'b', extra: 1 } })).toBe(false);
  });

  it('leaves answers open: a newer server may add fields', () => {
    expect(Value.Check(call.response[200]!, { id: 'a', added: 1 })).toBe(true);
  });

  it('is applied to every call of the contract', () => {
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      for (const schema of [call.params, call.querystring, call.body]) {
        if (schema) expect(schema, call.path).toMatchObject({ additionalProperties: false });
      }
    }
  });

  it("posts an upload's form: text fields beside the file, none of them the file's", () => {
    const uploads = calls.filter((call) => call.upload);
    expect(uploads.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/catalogs/products/productUploadCsv/:merchantId',
        '/catalogs/categories',
      ]),
    );
    for (const call of uploads) {
      expect(call.method).toBe('POST');
      const fields = Object.entries(
        (call.body as { properties?: Record<string, { type?: string }> })?.properties ?? {},
      );
      expect(fields.map(([name]) => name)).not.toContain(call.upload!.field);
      for (const [name, schema] of fields) expect([name, schema.type]).toEqual([name, 'string']);
    }
  });
});

describe('ListQuery', () => {
  it('caps page and limit, so that no offset overflows', () => {
    expect(Value.Check(ListQuery, { page: 100_000, limit: 100 })).toBe(true);
    expect(Value.Check(ListQuery, { page: 100_001 })).toBe(false);
    expect(Value.Check(ListQuery, { page: 1_000_000_000_000_000_000 })).toBe(false);
    expect(Value.Check(ListQuery, { limit: 101 })).toBe(false);
  });
});
