import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** TypeBox's `Null()`: nothing but its type (TypeBox's own marks are symbols). */
const isNullOnly = (schema: unknown): boolean =>
  isSchema(schema) && schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * `schema` with each nullable of one JSON type (the contract's `Nullable(X)`, an `anyOf` of X and
 * null) written as that type or null (`type: [X's type, 'null']`), which says the same of the
 * answer. fast-json-stringify serializes an `anyOf` by validating the value against each choice
 * with Ajv, once per value, compiling each choice's validator at its first use: the first
 * answers of a fresh instance waited some 50 ms behind those compilations (the Dashboard's
 * queue, profiled), and every answer paid a validation per nullable field of every row. A type
 * list it serializes by the value's own type. Choices of a constant or enumeration keep their
 * `anyOf`, as any other union.
 */
export function nullAsType(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullAsType);
  if (!isSchema(schema)) return schema;
  const mapped: Schema = {};
  for (const [key, value] of Object.entries(schema)) mapped[key] = nullAsType(value);
  const { anyOf, ...beside } = mapped;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(beside).length > 0) return mapped;
  const [value, nothing] = anyOf as unknown[];
  if (
    !isNullOnly(nothing) ||
    !isSchema(value) ||
    typeof value.type !== 'string' ||
    'const' in value ||
    'enum' in value
  ) {
    return mapped;
  }
  return { ...value, type: [value.type, 'null'] };
}

/**
 * Every answer's serializer, as Fastify's own (fast-json-stringify on the route's response
 * schema), over the schema with its nullables as type lists (`nullAsType`). The routes declare no
 * shared schemas (`$ref`), so none are passed on.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(nullAsType(schema) as Parameters<typeof fastJson>[0]);
