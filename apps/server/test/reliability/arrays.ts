import type { JsonSchema } from './operations.js';

/** An array a request may carry, and where: `['bookSet', 'products']`. */
export interface ArrayField {
  readonly path: readonly (string | number)[];
  readonly schema: JsonSchema;
}

const isArray = (schema: JsonSchema) =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));

/** Every array of a request schema, nested ones included (inside an array: in its first entry). */
export function arrayFields(schema: JsonSchema, path: (string | number)[] = []): ArrayField[] {
  const here = isArray(schema) ? [{ path, schema }] : [];
  const inner = [
    ...(schema.items ? arrayFields(schema.items, [...path, 0]) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      arrayFields(child, [...path, key]),
    ),
    ...(schema.anyOf ?? []).flatMap((member) => arrayFields(member, path)),
  ];
  return [...here, ...inner];
}

/** The size of a body that fills a good part of the body limit (1 MB). */
const FILLING_BYTES = 600_000;

/**
 * The arrays an attacker sends in place of one field: its entry repeated as often as the field
 * takes, once more than that, and as often as fits in most of a body: what froze the server
 * for 20 s at 20,000 entries when every error was computed and repeats were found in
 * quadratic time.
 */
export function repeatedEntries(field: ArrayField, entry: unknown): unknown[][] {
  const bound = field.schema.maxItems ?? 0;
  const filling = Math.floor(FILLING_BYTES / (JSON.stringify(entry).length + 1));
  return [bound, bound + 1, Math.max(filling, bound + 2)].map((count) =>
    Array<unknown>(count).fill(entry),
  );
}
