import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';

/** The paging part of every list query of the spec (part 1 §3, §9). */
export interface ListQuery {
  readonly page?: number;
  readonly limit?: number;
  /** -1 newest first, 1 oldest first (by creation time, id breaking ties). */
  readonly sort?: -1 | 1;
  /** When false the count is skipped and `total`/`totalPages` are left out. */
  readonly includeTotal?: boolean;
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

/** Filter rule: any of the columns contains the value, case-insensitively. */
export const contains =
  (...columns: AnyPgColumn[]): FilterRule =>
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
  const direction = (query.sort ?? defaultSort) === -1 ? desc : asc;
  const order = [direction(table.createdAt), direction(table.id)];
  // A deferred join: the skipped rows of a deep page are walked in the narrow (created_at, id)
  // index alone (an index-only scan, no row read), then only the page's rows are fetched.
  const pageIds = db
    .select({ pageId: sql<string>`${table.id}`.as('page_id') })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page_ids');
  const rowsQuery = db
    .select(getTableColumns(table as PgTable))
    .from(table as PgTable)
    .innerJoin(pageIds, eq(table.id, pageIds.pageId))
    .orderBy(...order);
  if (query.includeTotal === false) {
    return { rows: (await rowsQuery) as Table['$inferSelect'][] };
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
    rows: rows as Table['$inferSelect'][],
    total: rowCount,
    totalPages: Math.ceil(rowCount / limit),
  };
}
