import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { findById } from './by-id.js';
import type { Db } from './db.js';

/** The paging part of every list query of the spec (part 1 §3, §9). */
export interface ListQuery {
  readonly page?: number;
  readonly limit?: number;
  /** -1 newest first, 1 oldest first (by creation time, id breaking ties). */
  readonly sort?: -1 | 1;
  /** When false the count is skipped and `total`/`totalPages` are left out. */
  readonly includeTotal?: boolean;
  /** The id of the row just before the page (keyset paging; see `keysetOf`). */
  readonly after?: string;
  /** The id of the row just after the page. */
  readonly before?: string;
}

export interface ListResult<Row> {
  rows: Row[];
  total?: number;
  totalPages?: number;
}

/** How one filter field of a list query matches: its (trimmed, non-blank) value to a condition. */
export type FilterRule = (value: string) => SQL;

export type FilterValues = Readonly<Record<string, string | undefined>>;

export const DEFAULT_LIMIT = 10;
/** The contract's ceiling; a larger limit is clamped rather than scanning without bound. */
export const MAX_LIMIT = 100;

/** `value` made safe inside a LIKE pattern: its wildcards and escapes match themselves. */
export const likeEscape = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** Filter rule: the column equals the value. */
export const exact =
  (column: AnyPgColumn): FilterRule =>
  (value) =>
    eq(column, value);

/** Filter rule: any of the columns (or expressions over them) contains the value, case-insensitively. */
export const contains =
  (...columns: (AnyPgColumn | SQL)[]): FilterRule =>
  (value) =>
    or(...columns.map((column) => ilike(column, `%${likeEscape(value)}%`)))!;

/** Filter rule for a boolean column: 'true' or 'false'; any other value matches nothing. */
export const flag =
  (column: AnyPgColumn): FilterRule =>
  (value) =>
    value === 'true' || value === 'false' ? eq(column, value === 'true') : sql`false`;

/** Filter rule for a status: `all` (the spec's "All" choice) means no filter. */
export const status =
  (column: AnyPgColumn): FilterRule =>
  (value) =>
    value === 'all' ? sql`true` : eq(column, value);

/**
 * The WHERE of a list's filter fields: every non-blank value of `values` that `rules` names,
 * trimmed, ANDed together. Blank and whitespace-only values are ignored (spec part 1 §5).
 */
export function filtersWhere(
  rules: Readonly<Record<string, FilterRule>>,
  values: FilterValues,
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const value = values[name]?.trim();
    if (value) conditions.push(rule(value));
  }
  return and(...conditions);
}

/** A table a list can page through: it has an `id` and a `created_at`. */
export type ListableTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

export interface ListOptions {
  /** The filters (see `filtersWhere`) and any condition of the caller's own. */
  readonly where?: SQL | undefined;
  /** The sort when the query has none: -1 for orders, 1 elsewhere (spec part 1 §9). */
  readonly defaultSort?: -1 | 1;
  /**
   * A scalar subquery giving exactly how many rows `where` matches, cheaper than counting them
   * (e.g. counters kept by triggers); without it the rows are counted.
   */
  readonly total?: SQL | undefined;
}

/** A page read from an anchor row: the rows right after it, or right before it. */
interface Keyset {
  readonly anchorId: string;
  readonly backwards: boolean;
}

/** The keyset a query asks for: only past page 1 (which is always the list's true top). */
const keysetOf = (query: ListQuery, page: number): Keyset | undefined => {
  if (page === 1) return undefined;
  if (query.after !== undefined) return { anchorId: query.after, backwards: false };
  if (query.before !== undefined) return { anchorId: query.before, backwards: true };
  return undefined;
};

/**
 * The rows beyond the anchor in the direction read: with newest first, "after" means older. The
 * anchor's key is a subquery, so a keyset page costs no extra round trip.
 */
function beyondAnchor(
  db: Db,
  table: ListableTable,
  { anchorId, backwards }: Keyset,
  sort: -1 | 1,
): SQL {
  // The alias keeps the table's columns; its type only loses them through the generic table.
  const anchor = alias(table, 'anchor') as unknown as ListableTable;
  const anchorKey = db
    .select({ createdAt: anchor.createdAt, id: anchor.id })
    .from(anchor as PgTable)
    .where(eq(anchor.id, anchorId));
  const key = sql`(${table.createdAt}, ${table.id})`;
  return (sort === -1) !== backwards ? sql`${key} < (${anchorKey})` : sql`${key} > (${anchorKey})`;
}

/**
 * One page of `table`: rows ordered by creation time (then id, in the same direction, so that
 * pages never overlap), and the total of rows matching the same WHERE with the page count.
 */
export async function listPage<Table extends ListableTable>(
  db: Db,
  table: Table,
  query: ListQuery,
  { where, defaultSort = 1, total }: ListOptions = {},
): Promise<ListResult<Table['$inferSelect']>> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const sort = query.sort ?? defaultSort;
  const inOrder = (direction: -1 | 1) => {
    const by = direction === -1 ? desc : asc;
    return [by(table.createdAt), by(table.id)];
  };
  const order = inOrder(sort);
  /**
   * The page's rows. A deferred join: its ids are found in the narrow (created_at, id) index
   * alone (an index-only scan, no row read; an OFFSET walks the skipped entries there, a keyset
   * starts right at its anchor), then only its rows are fetched.
   */
  const readRows = (keyset: Keyset | undefined) => {
    const pageIds = db
      .select({ pageId: sql<string>`${table.id}`.as('page_id') })
      .from(table as PgTable)
      .where(keyset ? and(where, beyondAnchor(db, table, keyset, sort)) : where)
      // A page read backwards from its anchor is fetched in the opposite order, then put right.
      .orderBy(...(keyset?.backwards ? inOrder(sort === -1 ? 1 : -1) : order))
      .limit(limit)
      .offset(keyset ? 0 : (page - 1) * limit)
      .as('page_ids');
    return db
      .select(getTableColumns(table as PgTable))
      .from(table as PgTable)
      .innerJoin(pageIds, eq(table.id, pageIds.pageId))
      .orderBy(...order) as Promise<Table['$inferSelect'][]>;
  };
  const keyset = keysetOf(query, page);
  const rowsQuery = readRows(keyset).then(async (rows) => {
    // An anchor deleted since (no row to read beyond): the page by its number instead.
    if (keyset && rows.length === 0 && !(await findById(db, table, keyset.anchorId))) {
      return readRows(undefined);
    }
    return rows;
  });
  if (query.includeTotal === false) {
    return { rows: await rowsQuery };
  }
  const totalQuery = total
    ? db.execute<{ total: string }>(sql`select ${total} as total`).then(({ rows }) => rows)
    : db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where);
  const [rows, [counted]] = await Promise.all([rowsQuery, totalQuery]);
  const rowCount = Number(counted?.total ?? 0);
  return {
    rows,
    total: rowCount,
    totalPages: Math.ceil(rowCount / limit),
  };
}
