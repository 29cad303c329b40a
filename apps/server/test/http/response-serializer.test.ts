import * as api from '@satchel/api';
import { type TSchema, Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { nullAsType, serializerCompiler } from '../../src/http/response-serializer.js';

/** The contract's nullable (packages/api common.ts `Nullable`). */
const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

const serializerOf = (schema: TSchema) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });

/** Every response schema of the contract, by call and status. */
const responses = Object.entries(api).flatMap(([group, calls]) =>
  typeof calls === 'object' && calls !== null
    ? Object.entries(calls).flatMap(([name, call]) => {
        const response = (call as Partial<api.CallContract>)?.response;
        return response && typeof (call as api.CallContract).path === 'string'
          ? Object.entries(response).map(([status, schema]) => ({
              name: `${group}.${name} ${status}`,
              schema: schema as TSchema,
            }))
          : [];
      })
    : [],
);

interface JsonSchema {
  readonly type?: string;
  readonly anyOf?: readonly JsonSchema[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
}

/**
 * An answer of `schema`: each nullable null when `nulls`, else its first other choice; each
 * array with one item of either kind, so that both are written.
 */
function answerOf(schema: JsonSchema, nulls: boolean): unknown {
  if (schema.anyOf) {
    const values = schema.anyOf.filter((choice) => choice.type !== 'null');
    return nulls && values.length < schema.anyOf.length ? null : answerOf(values[0]!, nulls);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          answerOf(value, nulls),
        ]),
      );
    case 'array':
      return schema.items ? [answerOf(schema.items, nulls), answerOf(schema.items, !nulls)] : [];
    case 'string':
      return schema.format === 'date-time' ? '2026-11-27T10:00:00.000Z' : 'text';
    case 'integer':
      return 7;
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

describe('the answers’ serializer', () => {
  it('writes a nullable of one type as that type or null, and serializes both', () => {
    const placedAt = nullable(Type.String({ format: 'date-time', maxLength: 40 }));
    expect(nullAsType(placedAt)).toEqual({
      type: ['string', 'null'],
      format: 'date-time',
      maxLength: 40,
    });
    const entry = Type.Object({
      placedAt,
      next: nullable(Type.Object({ after: api.Id })),
      distances: Type.Array(nullable(Type.Number())),
    });
    const serialize = serializerOf(entry);
    expect(JSON.parse(serialize({ placedAt: null, next: null, distances: [null, 2.5] }))).toEqual({
      placedAt: null,
      next: null,
      distances: [null, 2.5],
    });
    expect(
      JSON.parse(
        serialize({
          placedAt: '2026-11-27T10:00:00.000Z',
          next: { after: 'abc', secret: 'dropped' },
          distances: [],
        }),
      ),
    ).toEqual({ placedAt: '2026-11-27T10:00:00.000Z', next: { after: 'abc' }, distances: [] });
  });

  it('keeps a nullable choice of constants as a union', () => {
    const state = nullable(Type.Union([Type.Literal('open'), Type.Literal('closed')]));
    expect(nullAsType(state)).toEqual(JSON.parse(JSON.stringify(state)));
    const serialize = serializerOf(Type.Object({ state }));
    expect(serialize({ state: 'open' })).toBe('{"state":"open"}');
    expect(serialize({ state: null })).toBe('{"state":null}');
  });

  it.each(responses)('writes every field of $name, nullables null and not', ({ schema }) => {
    const serialize = serializerOf(schema);
    for (const answer of [answerOf(schema, false), answerOf(schema, true)]) {
      expect(JSON.parse(serialize(answer))).toEqual(answer);
    }
  });
});
