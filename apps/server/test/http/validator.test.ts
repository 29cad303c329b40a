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
