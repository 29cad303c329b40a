import type { Random } from '@satchel/demo';
import type { JsonSchema } from './operations.js';

/** Real rows the fuzz points its ids at, so that calls reach the database, not just 404. */
export interface RowPool {
  /** Ids of every kind (customers, merchants, products, coupons, orders). */
  readonly ids: readonly string[];
  /** Ids by the kind a field's name starts with (`merchantId` → `merchant`). */
  readonly kinds: Readonly<Record<string, readonly string[]>>;
}

/** The ids a field named `name` most likely takes. */
const idsFor = (pool: RowPool, name: string): readonly string[] => {
  const kind = Object.keys(pool.kinds).find((candidate) =>
    name.toLowerCase().startsWith(candidate),
  );
  return kind === undefined ? pool.ids : pool.kinds[kind]!;
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type)
    ? schema.type.find((type) => type !== 'null')
    : (schema.type as string);

/** A value the schema accepts (as far as a schema can say): the baseline every mutation starts from. */
export function validValue(schema: JsonSchema, random: Random, pool: RowPool, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  if (schema.anyOf) {
    const choices = schema.anyOf.filter((choice) => typeOf(choice) !== 'null');
    return validValue(random.pick(choices.length > 0 ? choices : schema.anyOf), random, pool, name);
  }
  switch (typeOf(schema)) {
    case 'string':
      if (/id$/i.test(name) || schema.pattern === '^[0-9a-f]{24}$')
        return random.pick(idsFor(pool, name));
      if (schema.pattern?.includes('\\d{3}')) return '2026-01-15';
      return random.chars(
        'abcdefghijklmnopqrstuvwxyz',
        random.int(Math.max(schema.minLength ?? 1, 1), Math.min(schema.maxLength ?? 12, 12)),
      );
    case 'integer':
    case 'number':
      return random.int(schema.minimum ?? 1, Math.min(schema.maximum ?? 20, 20));
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        validValue(schema.items ?? {}, random, pool, name),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) || random.chance(0.5))
          .map(([key, child]) => [key, validValue(child, random, pool, key)]),
      );
    default:
      return null;
  }
}

/** The paths of every field of a body schema, nested ones included: `['items', 0, 'productId']`. */
export function fieldPaths(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (typeOf(schema) === 'array' && schema.items) {
    return fieldPaths(schema.items, [...prefix, 0]);
  }
  if (!schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key]),
  ]);
}

/** `value` with the field at `path` set to `replacement` (made where missing). */
export function withField(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  // defineProperty, so that a key named __proto__ becomes a field, as JSON.parse makes it.
  Object.defineProperty(node, path.at(-1)!, {
    value: replacement,
    enumerable: true,
    writable: true,
  });
  return copy;
}

const control = `${Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('')}\u007f`;

/** Text no form would send: empty, huge, control characters, odd unicode, injections. */
export const hostileTexts: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  'a'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  control,
  '\u001b[31mred\u001b[0m',
  '😀👩‍👩‍👧‍👦',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '\ufeff\u200b',
  '\ud800',
  'ﷺ'.repeat(1000),
  "' OR 1=1 --",
  '"; drop table orders; --',
  '%',
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  // A template injection probe, written as text on purpose.
  '$' + '{7*7}{{7*7}}',
  '0',
  '-1',
  '1.5',
  '0.001',
  '1e400',
  '-1e400',
  '1000000000000000000',
  '-1000000000000000000',
  '99999999999999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '__proto__',
  'constructor',
];

/** JSON values of every type, sizes and shapes no client should send. */
export const hostileJson: readonly unknown[] = [
  ...hostileTexts,
  0,
  -1,
  1.5,
  0.001,
  -0.000001,
  1e18,
  -1e18,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  [1, [2, [3]]],
  Array.from({ length: 10_000 }, (_, i) => i),
  {},
  { a: { b: { c: { d: 1 } } } },
  JSON.parse('{"__proto__": {"admin": true}}'),
  { constructor: { prototype: { polluted: true } } },
];
