import { Hashing } from 'typebox/system';

/** A JSON schema as far as its arrays' uniqueness reaches. */
interface SchemaNode {
  readonly uniqueItems?: unknown;
  readonly items?: unknown;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly anyOf?: readonly unknown[];
}

const isNode = (schema: unknown): schema is SchemaNode =>
  typeof schema === 'object' && schema !== null;

/**
 * `schema` without its `uniqueItems` keywords, every other property (TypeBox's hidden kind
 * markers included) kept: TypeBox reports a repeat by building its list of duplicates with one
 * array copy per duplicate, quadratic in the array's length (20,000 zeros froze the server for
 * 20 s), so the validator checks uniqueness itself, with `firstRepeat`.
 */
export function withoutUniqueItems<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutUniqueItems) as T;
  if (!isNode(schema)) return schema;
  const descriptors = Object.getOwnPropertyDescriptors(schema);
  delete (descriptors as Record<string, unknown>).uniqueItems;
  for (const descriptor of Object.values(descriptors)) {
    if ('value' in descriptor) descriptor.value = withoutUniqueItems(descriptor.value);
  }
  return Object.create(Object.getPrototypeOf(schema), descriptors) as T;
}

/** Whether `schema` or a schema inside it asks for unique items (most do not: no walk then). */
export const hasUniqueItems = (schema: unknown): boolean =>
  isNode(schema) &&
  (schema.uniqueItems === true ||
    hasUniqueItems(schema.items) ||
    Object.values(schema.properties ?? {}).some(hasUniqueItems) ||
    (schema.anyOf ?? []).some(hasUniqueItems));

/**
 * The JSON pointer of the first array that `schema` wants without repeats and `value` repeats
 * an entry in, in time linear in the value's size (one hash per entry, into a Set). `value`
 * has passed the schema's other checks, so it has the schema's shape.
 */
export function firstRepeat(schema: unknown, value: unknown, path = ''): string | undefined {
  if (!isNode(schema)) return undefined;
  if (Array.isArray(value)) {
    if (schema.uniqueItems === true && new Set(value.map(Hashing.Hash)).size !== value.length) {
      return path;
    }
    for (const [index, item] of value.entries()) {
      const found = firstRepeat(schema.items, item, `${path}/${index}`);
      if (found !== undefined) return found;
    }
  } else if (typeof value === 'object' && value !== null && schema.properties) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, key)) continue;
      const found = firstRepeat(child, (value as Record<string, unknown>)[key], `${path}/${key}`);
      if (found !== undefined) return found;
    }
  }
  for (const member of schema.anyOf ?? []) {
    const found = firstRepeat(member, value, path);
    if (found !== undefined) return found;
  }
  return undefined;
}
