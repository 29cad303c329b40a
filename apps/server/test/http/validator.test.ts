import * as api from '@satchel/api';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../../src/http/validator.js';

/** Every call of the contract with a query, params or headers schema, by name. */
const textParts = Object.entries(api).flatMap(([group, calls]) =>
  typeof calls === 'object' && calls !== null
    ? Object.entries(calls).flatMap(([name, call]) =>
        (['querystring', 'params', 'headers'] as const).flatMap((part) => {
          const schema = (call as Partial<api.CallContract>)?.[part];
          return schema && typeof (call as api.CallContract).path === 'string'
            ? [{ name: `${group}.${name} ${part}`, part, schema: schema as TSchema }]
            : [];
        }),
      )
    : [],
);

/** Text as it arrives in a URL: numbers, flags, signs, blanks, words, repeated keys. */
const samples = ['1', '-1', '0', '10', '2.5', 'true', 'false', '', ' 7 ', 'abc', '1e3'];

/** Each property alone with every sample and repeated; all of them at once; an undeclared key. */
const inputsFor = (schema: TSchema) => {
  const names = Object.keys((schema as { properties?: object }).properties ?? {});
  return [
    {},
    ...names.flatMap((name) => [...samples, ['1', '2']].map((text) => ({ [name]: text }))),
    Object.fromEntries(names.map((name) => [name, '1'])),
    { undeclared: '1' },
  ];
};

describe('the request validator', () => {
  it('finds the calls it converts', () => {
    expect(textParts.length).toBeGreaterThan(20);
  });

  it.each(textParts)(
    'fills in and converts $name text exactly as TypeBox Value.Default and Value.Convert do',
    ({ part, schema }) => {
      const validate = validatorCompiler({ schema, httpPart: part, method: 'GET', url: '/' });
      for (const input of inputsFor(schema)) {
        const expected = Value.Convert(schema, Value.Default(schema, structuredClone(input)));
        const answer = validate(structuredClone(input)) as { value?: unknown; error?: Error };
        if (answer.error) {
          expect(Value.Check(schema, expected), JSON.stringify(input)).toBe(false);
        } else {
          expect(answer.value, JSON.stringify(input)).toEqual(expected);
        }
      }
    },
  );
});

describe('the request validator, on long lists (issue 27)', () => {
  const body = (call: api.CallContract) =>
    validatorCompiler({
      schema: call.body as TSchema,
      httpPart: 'body',
      method: call.method,
      url: call.path,
    });
  const id = '0123456789abcdef01234567';

  it('refuses a repeated entry by name, nested ones too, and takes distinct ones', () => {
    const assign = body(api.coupons.assignUsers);
    const repeated = assign({ couponId: id, userIds: [id, id] }) as { error?: Error };
    expect(repeated.error?.message).toBe('userIds must not repeat an entry');
    const other = id.replace('0', 'f');
    expect(assign({ couponId: id, userIds: [id, other] })).toEqual({
      value: { couponId: id, userIds: [id, other] },
    });
    const set = body(api.schools.createBundle) as (input: unknown) => { error?: Error };
    const bundle = {
      schoolId: id,
      branchId: id,
      classLevel: '1',
      merchants: [],
      bookSet: { products: [{ productId: id }, { productId: id }] },
    };
    expect(set(bundle).error?.message).toBe('bookSet.products must not repeat an entry');
  });

  it('answers at once to a body full of repeats, within the list bound or far beyond it', () => {
    const assign = body(api.coupons.assignUsers);
    for (const [count, message] of [
      [1000, 'userIds must not repeat an entry'],
      [300_000, 'userIds must have at most 1000 entries'],
    ] as const) {
      const started = performance.now();
      const answer = assign({ couponId: id, userIds: Array(count).fill(id) }) as {
        error?: Error;
      };
      // Generous: TypeBox's quadratic list of duplicates took 20 s for 20,000 entries.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(answer.error?.message).toBe(message);
    }
  });
});
