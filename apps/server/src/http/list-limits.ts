import { Hashing } from 'typebox/system';
import type { SchemaFailure } from './validation-message.js';

/** A JSON schema as far as its arrays reach. */
interface SchemaNode {
  readonly type?: unknown;
  readonly maxItems?: number;
  readonly uniqueItems?: unknown;
  readonly items?: unknown;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly anyOf?: readonly unknown[];
}

/** The first list of a value that is too long or repeats an entry, as a failure at its path. */
export type ListLimitCheck = (value: unknown, path?: string) => SchemaFailure | undefined;

const isNode = (schema: unknown): schema is SchemaNode =>
  typeof schema === 'object' && schema !== null;

const failure = (
  keyword: 'maxItems' | 'uniqueItems',
  instancePath: string,
  params: Record<string, unknown> = {},
): SchemaFailure => ({ keyword, instancePath, params, message: keyword });

/**
 * The check of every list's length and repeats in `schema`, or undefined when it has no list.
 * It runs before TypeBox, which walks every entry of a list before it looks at the list's
 * length (22,000 ids: 0.6 s of a blocked server) and finds repeats by building its list of
 * duplicates with one array copy each, quadratic (20,000 ids: 20 s). Here a list over its bound
 * is refused without a look at its entries, and repeats are found with a Set of hashes: linear.
 * Only the parts of a value where the schema has lists are visited.
 */
export function listLimitCheck(schema: unknown): ListLimitCheck | undefined {
  if (!isNode(schema)) return undefined;
  const checks: ListLimitCheck[] = [];
  if (schema.type === 'array') {
    const { maxItems, uniqueItems } = schema;
    const entries = listLimitCheck(schema.items);
    checks.push((value, path = '') => {
      if (!Array.isArray(value)) return undefined;
      if (maxItems !== undefined && value.length > maxItems) {
        return failure('maxItems', path, { limit: maxItems });
      }
      if (uniqueItems === true && new Set(value.map(Hashing.Hash)).size !== value.length) {
        return failure('uniqueItems', path);
      }
      if (entries === undefined) return undefined;
      for (const [index, entry] of value.entries()) {
        const found = entries(entry, `${path}/${index}`);
        if (found) return found;
      }
      return undefined;
    });
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const inner = listLimitCheck(property);
    if (inner === undefined) continue;
    checks.push((value, path = '') =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? inner((value as Record<string, unknown>)[key], `${path}/${key}`)
        : undefined,
    );
  }
  // A member of a union (a list or null) checks the value only when it is that member's list.
  for (const member of schema.anyOf ?? []) {
    const inner = listLimitCheck(member);
    if (inner) checks.push(inner);
  }
  if (checks.length === 0) return undefined;
  return (value, path = '') => {
    for (const check of checks) {
      const found = check(value, path);
      if (found) return found;
    }
    return undefined;
  };
}

/**
 * `schema` without its `uniqueItems` keywords, every other property (TypeBox's hidden kind
 * markers included) kept, so that TypeBox never looks for repeats itself (see `listLimitCheck`).
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
