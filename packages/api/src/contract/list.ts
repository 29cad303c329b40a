import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';
import type { CallContract } from './call.js';
import type { ListQuery } from './common.js';

/**
 * Where a list answer keeps its items, its total and its page count, as dotted paths exactly as
 * the wire spells them: `{items: 'users', total: 'totalUsers', pages: 'totalPages'}`,
 * `{items: 'categories', total: 'pagination.total', pages: 'pagination.totalPages'}`,
 * `{items: 'data.orders', total: 'data.totalOrders', pages: 'data.totalPages'}`. An answer that
 * carries its page size instead of its page count names `limit` in place of `pages`
 * (`{items: 'data.competitions', total: 'data.total', limit: 'data.limit'}`); one that repeats
 * its page's number names it `page` (`currentPage`).
 */
export interface ListNames {
  readonly items: string;
  readonly total: string;
  readonly pages?: string;
  readonly limit?: string;
  readonly page?: string;
}

/** The optional name `Key` of `Names`, when it is given. */
type NameOf<Names extends ListNames, Key extends 'pages' | 'limit' | 'page'> = Names extends {
  readonly [K in Key]: infer Path extends string;
}
  ? Path
  : never;

/** The object that holds `value` at the dotted `path`. */
type AtPath<Path extends string, Value> = Path extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: AtPath<Rest, Value> }
  : { [K in Path]: Value };

/** The object that may hold `value` at the dotted `path`. */
type MaybeAtPath<Path extends string, Value> = Path extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: MaybeAtPath<Rest, Value> }
  : { [K in Path]?: Value };

/** The path of the field named `Name` beside the one at `Path`. */
type BesidePath<
  Path extends string,
  Name extends string,
> = Path extends `${infer Head}.${infer Rest}` ? `${Head}.${BesidePath<Rest, Name>}` : Name;

/** The name of the flag, beside a list answer's total, that says the total is an estimate. */
const TOTAL_ESTIMATED = 'totalEstimated';

/** The path of the estimate flag beside the total at `totalPath`. */
const estimatedPathOf = (totalPath: string): string =>
  [...totalPath.split('.').slice(0, -1), TOTAL_ESTIMATED].join('.');

/** The object that holds a number at `Path`, or nothing when there is no path. */
type NumberAt<Path extends string> = [Path] extends [never] ? unknown : AtPath<Path, number>;

/** The wire shape of a list answer whose items are `Item`. */
export type ListAnswerOf<Names extends ListNames, Item> = AtPath<Names['items'], Item[]> &
  AtPath<Names['total'], number> &
  MaybeAtPath<BesidePath<Names['total'], typeof TOTAL_ESTIMATED>, boolean> &
  NumberAt<NameOf<Names, 'pages'>> &
  NumberAt<NameOf<Names, 'limit'>> &
  NumberAt<NameOf<Names, 'page'>>;

/**
 * The filters a list call takes: its query string's keys other than the shared paging, sort and
 * total keys (`ListFilters<typeof users.list>` is `{name?, id?, email?, phone?, status?}`). The
 * server's filter rules and the screen's filter fields are typed by it, so a filter the contract
 * does not take, or a misspelt one, does not compile.
 */
export type ListFilters<C extends CallContract> = C['querystring'] extends TSchema
  ? Omit<Static<C['querystring']>, keyof ListQuery>
  : never;

/** The name of one filter of a list call. */
export type ListFilterName<C extends CallContract> = keyof ListFilters<C> & string;

/** A list answer as the stores see it, whatever its wire shape. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  totalPages: number;
  /**
   * True when `total` (and the page count) is PostgreSQL's estimate rather than a count: our
   * server's answer to a free-text search over many rows, unless the query asked `exactTotal`.
   */
  totalEstimated?: boolean;
  /** The page's number and size, for the envelopes that carry them (`ListNames`). */
  page?: number;
  limit?: number;
}

/** A list answer's wire names together with the schema they describe. */
export interface ListEnvelope<Names extends ListNames, Item> {
  readonly names: Names;
  readonly schema: TUnsafe<ListAnswerOf<Names, Item>>;
}

interface SchemaTree {
  [key: string]: SchemaTree | TSchema;
}

const isSchema = (node: SchemaTree | TSchema): node is TSchema =>
  // A tree node is a plain record of children; schemas are the only nodes with a JSON-schema `type`.
  typeof (node as { type?: unknown }).type === 'string';

const placeAt = (tree: SchemaTree, path: string, schema: TSchema): void => {
  const keys = path.split('.');
  const leaf = keys.pop()!;
  let node = tree;
  for (const key of keys) {
    const child = node[key];
    if (child === undefined) node[key] = {};
    else if (isSchema(child)) throw new Error(`List path "${path}" crosses the value at "${key}"`);
    node = node[key] as SchemaTree;
  }
  if (node[leaf] !== undefined) throw new Error(`List path "${path}" is used twice`);
  node[leaf] = schema;
};

const toObjectSchema = (tree: SchemaTree): TSchema =>
  Type.Object(
    Object.fromEntries(
      Object.entries(tree).map(([key, node]) => [
        key,
        isSchema(node) ? node : toObjectSchema(node),
      ]),
    ),
  );

/**
 * Builds the schema of a list answer from its wire names and the schema of one item,
 * e.g. `listEnvelope({items: 'users', total: 'totalUsers', pages: 'totalPages'}, User)`.
 */
export const listEnvelope = <const Names extends ListNames, ItemSchema extends TSchema>(
  names: Names,
  item: ItemSchema,
): ListEnvelope<Names, Static<ItemSchema>> => {
  if ((names.pages === undefined) === (names.limit === undefined)) {
    throw new Error('A list answer carries either its page count (pages) or its page size (limit)');
  }
  const tree: SchemaTree = {};
  placeAt(tree, names.items, Type.Array(item));
  placeAt(tree, names.total, Type.Integer({ minimum: 0 }));
  // Our addition beside the total, so the marketplace's existing backend, which never sends it, still fits.
  placeAt(tree, estimatedPathOf(names.total), Type.Optional(Type.Boolean()));
  if (names.pages !== undefined) placeAt(tree, names.pages, Type.Integer({ minimum: 0 }));
  if (names.limit !== undefined) placeAt(tree, names.limit, Type.Integer({ minimum: 1 }));
  if (names.page !== undefined) placeAt(tree, names.page, Type.Integer({ minimum: 1 }));
  return {
    names,
    schema: Type.Unsafe<ListAnswerOf<Names, Static<ItemSchema>>>(toObjectSchema(tree)),
  };
};

const valueAt = (answer: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      answer,
    );

const count = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** The number at the envelope's optional `path`, if it names one and the answer has it. */
const countAt = (answer: unknown, path: string | undefined): number | undefined =>
  path === undefined ? undefined : count(valueAt(answer, path));

/**
 * Normalises a list answer to `{items, total, totalPages}` (with `page` and `limit` when the
 * envelope carries them, and `totalEstimated` when the total is an estimate; a page count is derived from the page size). The marketplace's existing
 * backend is not validated by our schemas, so a missing list reads as empty and missing counts
 * are derived from what arrived rather than shown as NaN.
 */
export const readList = <Names extends ListNames, Item>(
  envelope: ListEnvelope<Names, Item>,
  answer: ListAnswerOf<Names, Item>,
): ListPage<Item> => {
  const { names } = envelope;
  const found = valueAt(answer, names.items);
  const items = Array.isArray(found) ? (found as Item[]) : [];
  const total = count(valueAt(answer, names.total)) ?? items.length;
  const limit = countAt(answer, names.limit);
  const totalPages =
    countAt(answer, names.pages) ??
    (limit ? Math.ceil(total / limit) : undefined) ??
    (items.length > 0 ? 1 : 0);
  const page = countAt(answer, names.page);
  const totalEstimated = valueAt(answer, estimatedPathOf(names.total)) === true;
  return {
    items,
    total,
    totalPages,
    ...(totalEstimated && { totalEstimated }),
    ...(page !== undefined && { page }),
    ...(limit !== undefined && { limit }),
  };
};

/**
 * The inverse of `readList`: a list page in the envelope's wire shape (what a server answers).
 * The page's `page` and `limit` must be given when the envelope carries them.
 */
export const writeList = <Names extends ListNames, Item>(
  envelope: ListEnvelope<Names, Item>,
  page: ListPage<Item>,
): ListAnswerOf<Names, Item> => {
  const answer: Record<string, unknown> = {};
  const put = (path: string, value: unknown) => {
    const keys = path.split('.');
    const leaf = keys.pop()!;
    let node = answer;
    for (const key of keys) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[leaf] = value;
  };
  const { names } = envelope;
  const given = (name: 'page' | 'limit') => {
    const value = page[name];
    if (value === undefined) throw new Error(`The list answer needs its ${name}`);
    return value;
  };
  put(names.items, page.items);
  put(names.total, page.total);
  if (page.totalEstimated) put(estimatedPathOf(names.total), true);
  if (names.pages !== undefined) put(names.pages, page.totalPages);
  if (names.limit !== undefined) put(names.limit, given('limit'));
  if (names.page !== undefined) put(names.page, given('page'));
  return answer as ListAnswerOf<Names, Item>;
};
