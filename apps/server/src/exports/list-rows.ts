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
export const pagingOf = (query: ExportQuery) => {
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
