import type { ListEnvelope, ListNames } from '@satchel/api';
import type { RegisteredList } from '../http/register-list.js';
import type { Db } from '../repos/db.js';

/** What an export reads: the list's filters and sort, as its request gave them. */
export type ExportQuery = Readonly<Record<string, string | number | undefined>>;

interface SchemaNode {
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
}

/** The fields of a list's wire rows, read from its envelope's schema (where its items are). */
export function rowFieldsOf(envelope: ListEnvelope<ListNames, unknown>): ReadonlySet<string> {
  let node: SchemaNode | undefined = envelope.schema as SchemaNode;
  for (const key of envelope.names.items.split('.')) node = node?.properties?.[key];
  return new Set(Object.keys(node?.items?.properties ?? {}));
}

/** The query's sort, and its filters: every other key, each a text (the list's schema says so). */
const pagingOf = (query: ExportQuery) => {
  const { sort, ...filters } = query;
  return {
    sort: sort === -1 || sort === 1 ? (sort as -1 | 1) : undefined,
    filters: filters as Readonly<Record<string, string | undefined>>,
  };
};

/** How many rows match the export's query now (what the list's own page says). */
export async function matchingRows(db: Db, list: RegisteredList, query: ExportQuery) {
  const { sort, filters } = pagingOf(query);
  const page = await list.list(db, { limit: 1, sort, includeTotal: true }, filters);
  return page.total ?? page.rows.length;
}

/** One slice of an export: wire rows, and the id of its last one (where the next starts). */
export interface RowBatch {
  readonly rows: readonly unknown[];
  readonly lastId: string | undefined;
}

/**
 * The `batch` wire rows matching the query that come right after the row `after` (from the
 * start without it), in the list's sort: a keyset read of the list's own function, shaped as
 * its page shapes them, so an export has exactly its filters, sort and values.
 */
export async function readRowBatch(
  db: Db,
  { list, toWire }: RegisteredList,
  query: ExportQuery,
  after: string | undefined,
  batch: number,
): Promise<RowBatch> {
  const { sort, filters } = pagingOf(query);
  const page = await list(db, { sort, after, batch, includeTotal: false }, filters);
  const rows = page.rows.map(toWire);
  const last = rows.at(-1) as { id?: unknown } | undefined;
  return { rows, lastId: typeof last?.id === 'string' ? last.id : undefined };
}
