import { type CallContract, type ListFilterName, phoneSearchText } from '@satchel/api';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { routedDatabase } from '../history/write-scope.js';
import { findById } from './by-id.js';
import type { Db } from './db.js';
import { type Shaped, shapeOf } from './prepared-shape.js';

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
  /** Count the matching rows, however many, where the total would otherwise be estimated. */
  readonly exactTotal?: boolean;
}

export interface ListResult<Row> {
  rows: Row[];
  total?: number;
  totalPages?: number;
  /** True when `total` is PostgreSQL's estimate (see `listPage`), not a count. */
  totalEstimated?: boolean;
}

/** How one filter field of a list query matches: its (trimmed, non-blank) value to a condition. */
export type FilterRule = (value: string) => SQL;

export type FilterValues = Readonly<Record<string, string | undefined>>;

/**
 * The filter values a list call passes on to its repository: the call's filters (`ListFilters`),
 * each as the text a query string carries (a rule reads `all`, `true`, a part of a name).
 */
export type FilterValuesOf<C extends CallContract> = {
  readonly [Name in ListFilterName<C>]?: string | undefined;
};

/**
 * A list's filter rules, one for each filter its call takes, under the call's names
 * (`ListFilterName`): a rule for a filter the contract refuses, or misspelt, does not compile,
 * and neither does a filter the contract takes without a rule.
 */
export type FilterRules<C extends CallContract> = {
  readonly [Name in ListFilterName<C>]: FilterRule;
};

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

/**
 * A phone filter: `rule` applied to the phone as stored (10 digits), whatever form it was typed
 * in (`+91 98765 43210`, as the console shows it; see `phoneSearchText`).
 */
export const phone =
  (rule: FilterRule): FilterRule =>
  (value) =>
    rule(phoneSearchText(value));

/** The last code point: every text that starts with a prefix sorts below prefix + this, bytewise. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * Filter rule: the column starts with the value (case as typed). Written as a bytewise range
 * (`~>=~`, `~<~`) that a `text_pattern_ops` index answers even in a prepared statement's
 * generic plan, where `LIKE $1` could not use it; `starts_with` keeps the match exact.
 */
export const startsWith =
  (column: AnyPgColumn): FilterRule =>
  (value) =>
    sql`(${column} ~>=~ ${value} and ${column} ~<~ ${value + LAST_CHARACTER} and starts_with(${column}, ${value}))`;

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

/**
 * What a list shows beside each row from other tables (a product's merchant, say): its fields,
 * and the joins from the list's table that reach them. They are read by the page's own statement,
 * joined to the page's rows only, so they cost no round trip of their own.
 */
export interface Beside<Extra extends object> {
  /** Tells this page statement from the table's other lists' (part of its shape). */
  readonly name: string;
  readonly fields: { readonly [Field in keyof Extra]: AnyPgColumn | SQL | SQL.Aliased };
  /** The joins, on the list's table, that the fields need, if any. */
  readonly join?: (rows: PgSelect) => PgSelect;
}

export interface ListOptions<Extra extends object = object> {
  /** The filters (see `filtersWhere`) and any condition of the caller's own. */
  readonly where?: SQL | undefined;
  /** The sort when the query has none: -1 for orders, 1 elsewhere (spec part 1 §9). */
  readonly defaultSort?: -1 | 1;
  /**
   * A scalar subquery giving exactly how many rows `where` matches, cheaper than counting them
   * (counters kept by triggers: see `keptTotal`); without it the rows are counted, up to a point
   * (see `listPage`).
   */
  readonly total?: SQL | undefined;
  /** Fields of other tables each row carries (see `Beside`). */
  readonly beside?: Beside<Extra>;
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
 * anchor's key is a subquery, so a keyset page costs no extra round trip; its id is the
 * placeholder `anchor`, so that one statement serves every anchor.
 */
function beyondAnchor(db: Db, table: ListableTable, backwards: boolean, sort: -1 | 1): SQL {
  // The alias keeps the table's columns; its type only loses them through the generic table.
  const anchor = alias(table, 'anchor') as unknown as ListableTable;
  const anchorKey = db
    .select({ createdAt: anchor.createdAt, id: anchor.id })
    .from(anchor as PgTable)
    .where(eq(anchor.id, sql.placeholder('anchor')));
  const anchorTime = db
    .select({ createdAt: anchor.createdAt })
    .from(anchor as PgTable)
    .where(eq(anchor.id, sql.placeholder('anchor')));
  const key = sql`(${table.createdAt}, ${table.id})`;
  // The bound on the time alone adds no row, but lets a table partitioned by it (orders,
  // migration 0034) skip the months beyond the anchor when the statement runs; PostgreSQL does
  // not prune on a row comparison.
  return (sort === -1) !== backwards
    ? sql`${key} < (${anchorKey}) and ${table.createdAt} <= (${anchorTime})`
    : sql`${key} > (${anchorKey}) and ${table.createdAt} >= (${anchorTime})`;
}

/**
 * A page size (or a first page's offset of 0) written into a prepared statement rather than bound
 * to it. PostgreSQL plans a statement for its values five times, then keeps one plan for any
 * values if that plan costs no more. Bound, the page size is unknown to that plan, which then
 * reads a whole table as if every row were asked for; on orders, partitioned by month (0034), each
 * call was planned again instead, 3 to 5 ms over a dozen months for a page that takes 0.3 ms to
 * read. Written in, the kept plan is the page's own. Shapes grow by the page sizes in use (1–100).
 */
export const inStatement = (count: number): number =>
  // drizzle binds a number given to limit() or offset(); SQL text is written as it is.
  sql.raw(String(Math.trunc(count))) as unknown as number;

/**
 * The name that makes a built statement go unnamed: pg then parses and plans it, for the values
 * it is sent with, each time it runs (named, PostgreSQL may keep one plan for any values).
 */
const UNNAMED = '';

/** A statement prepared once per shape: what drizzle's `.prepare(name)` gives. */
interface PreparedStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/**
 * Each list shape's statements, per database (a transaction prepares its own). The shapes are
 * bounded: a list's filters, each given or not (and a flag's or a status's few variants), times
 * its sorts and ways of reaching a page.
 */
const preparedShapes = new WeakMap<Db, Map<string, PreparedStatement>>();
/**
 * One statement name per shape, across databases: PostgreSQL keeps a prepared statement per
 * connection and name, so a shape met again on a connection is neither parsed nor planned again.
 * Behind a pooler in transaction mode the pool sends them unnamed (db/client.ts): each shape is
 * still built once, but parsed and planned each time.
 */
const shapeNames = new Map<string, string>();

/** The statement of the shape `key`, built (and named) the first time the shape is met. */
export function preparedFor(
  db: Db,
  key: string,
  build: (name: string) => PreparedStatement,
): PreparedStatement {
  // A statement prepared in a write call's transaction is that transaction's (write-scope.ts).
  const database = routedDatabase(db);
  let shapes = preparedShapes.get(database);
  if (!shapes) {
    shapes = new Map();
    preparedShapes.set(database, shapes);
  }
  let statement = shapes.get(key);
  if (!statement) {
    let name = shapeNames.get(key);
    if (!name) {
      name = `list_shape_${shapeNames.size + 1}`;
      shapeNames.set(key, name);
    }
    statement = build(name);
    shapes.set(key, statement);
  }
  return statement;
}

/** A condition's shape, or none for no condition. */
export const shapeOrNone = (condition: SQL | undefined): Shaped =>
  condition ? shapeOf(condition, 'w') : { key: '', template: sql`true`, values: {} };

/** A list's total, and whether it is PostgreSQL's estimate rather than a count. */
interface MatchingTotal {
  readonly total: number;
  readonly estimated: boolean;
}

/**
 * How many matching rows a list counts when no counter keeps its total (`ListOptions.total`)
 * and the query did not ask `exactTotal`: twenty pages of ten, two of a hundred. Counting them
 * costs a millisecond or two at most; counting all of a search's matches in a million orders
 * costs a hundred or more, at every page. Past it the total is PostgreSQL's own estimate of the
 * matches (the planner's, from the table's statistics), flagged as such, so the console shows
 * "about N" and counts exactly when the operator asks. A bounded count rather than the estimate
 * alone, because the planner's estimate of a text search is off most where the matches are few
 * (98 for a name that no order has, or that 3,916 have), and a few are what an operator reads
 * one by one: there the count is exact. Past the cap, an estimate below what was counted gives
 * way to the count (a long text's estimate falls short: "about 201" then, until counted).
 */
export const COUNTED_UP_TO = 200;

/** PostgreSQL's estimate of how many rows of `table` match `where` (EXPLAIN's, planned for its values). */
async function estimatedRows(db: Db, table: ListableTable, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select from ${table} where ${where}`,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * How long an estimate answers again for the same filter values. The planner's estimate comes
 * from the table's statistics, which PostgreSQL renews when it analyses the table (autovacuum,
 * once a tenth of it has changed): asked again at each page an operator turns, or each time a
 * screen reloads, it says the same, at the cost of a round trip after the count. A minute old,
 * it is as good an estimate, and the count that decides whether one is needed is made every time.
 */
const ESTIMATE_KEPT_MS = 60_000;
/** The most estimates kept per database; the oldest goes first. */
const MAX_KEPT_ESTIMATES = 1000;

const keptEstimates = new WeakMap<Db, Map<string, { rows: number; until: number }>>();

/** `estimatedRows`, answered from the last minute's estimate of the same condition if there is one. */
async function recentEstimate(db: Db, table: ListableTable, where: SQL): Promise<number> {
  const database = routedDatabase(db);
  let kept = keptEstimates.get(database);
  if (!kept) {
    kept = new Map();
    keptEstimates.set(database, kept);
  }
  const { key, values } = shapeOf(where, 'e');
  const asked = `${getTableName(table)} ${key} ${JSON.stringify(values)}`;
  const now = Date.now();
  const found = kept.get(asked);
  if (found && found.until > now) return found.rows;
  const rows = await estimatedRows(db, table, where);
  kept.delete(asked);
  if (kept.size >= MAX_KEPT_ESTIMATES) kept.delete(kept.keys().next().value!);
  kept.set(asked, { rows, until: now + ESTIMATE_KEPT_MS });
  return rows;
}

/**
 * One page of `table`: rows ordered by creation time (then id, in the same direction, so that
 * pages never overlap), and the total of rows matching the same WHERE with the page count (kept
 * by counters, counted, or past `COUNTED_UP_TO` matches estimated and flagged). Each
 * shape of the page's statements is built and prepared once (see `preparedFor`): building a
 * query costs more than PostgreSQL takes to answer a list's first page. The page and its total
 * are two statements, sent side by side: folded into one, a search's statement would be planned
 * once for every text (a prepared statement's generic plan), and the count it then holds makes
 * that plan look as cheap as a plan for the text itself, so PostgreSQL keeps it, reading every
 * match of the search to sort them where the page alone walks the index to its first ten.
 */
export async function listPage<Table extends ListableTable, Extra extends object = object>(
  db: Db,
  table: Table,
  query: ListQuery,
  { where, defaultSort = 1, total, beside }: ListOptions<Extra> = {},
): Promise<ListResult<Table['$inferSelect'] & Extra>> {
  type Row = Table['$inferSelect'] & Extra;
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const sort = query.sort ?? defaultSort;
  const tableName = getTableName(table);
  const inOrder = (direction: -1 | 1) => {
    const by = direction === -1 ? desc : asc;
    return [by(table.createdAt), by(table.id)];
  };
  const order = inOrder(sort);
  const condition = shapeOrNone(where);
  /**
   * The page's rows. A deferred join: its keys are found in the narrow (created_at, id) index
   * alone (an index-only scan, no row read; an OFFSET walks the skipped entries there, a keyset
   * starts right at its anchor), then only its rows are fetched, with what `beside` joins.
   */
  const readRows = (keyset: Keyset | undefined) => {
    const offset = keyset ? 0 : (page - 1) * limit;
    const reach = keyset
      ? keyset.backwards
        ? 'before'
        : 'after'
      : offset === 0
        ? 'first'
        : 'offset';
    const statement = preparedFor(
      db,
      `rows ${tableName}${beside ? `+${beside.name}` : ''} ${sort} ${reach} ${limit} ${condition.key}`,
      (name) => {
        const pageIds = db
          .select({
            pageId: sql<string>`${table.id}`.as('page_id'),
            pageCreatedAt: sql<Date>`${table.createdAt}`.as('page_created_at'),
          })
          .from(table as PgTable)
          .where(
            keyset
              ? and(condition.template, beyondAnchor(db, table, keyset.backwards, sort))
              : condition.template,
          )
          // A page read backwards from its anchor is fetched in the opposite order, then put right.
          .orderBy(...(keyset?.backwards ? inOrder(sort === -1 ? 1 : -1) : order))
          .limit(inStatement(limit))
          .offset(offset === 0 ? inStatement(0) : sql.placeholder('offset'))
          .as('page_ids');
        const rows = db
          .select({ ...getTableColumns(table as PgTable), ...beside?.fields })
          .from(table as PgTable)
          // The time too: a table partitioned by it (orders) fetches each row from its month.
          .innerJoin(
            pageIds,
            and(eq(table.id, pageIds.pageId), eq(table.createdAt, pageIds.pageCreatedAt)),
          )
          .$dynamic();
        return (beside?.join ? beside.join(rows) : rows).orderBy(...order).prepare(name);
      },
    );
    return statement.execute({
      ...condition.values,
      anchor: keyset?.anchorId,
      offset,
    }) as Promise<Row[]>;
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
  /** How many rows match, exactly, read from the caller's `total` or counted. */
  const exactTotal = async (): Promise<MatchingTotal> => {
    const kept = total && shapeOf(total, 't');
    const statement = kept
      ? preparedFor(db, `total ${tableName} ${kept.key}`, (name) =>
          db
            .select({ total: sql<string>`${kept.template}` })
            .from(sql`(values (0)) as one_row`)
            .prepare(name),
        )
      : preparedFor(db, `count ${tableName} ${condition.key}`, (name) =>
          db
            .select({ total: count() })
            .from(table as PgTable)
            .where(condition.template)
            .prepare(name),
        );
    const [counted] = (await statement.execute(kept ? kept.values : condition.values)) as {
      total: number | string;
    }[];
    return { total: Number(counted?.total ?? 0), estimated: false };
  };
  /**
   * How many rows match a filter no counter keeps (a free-text search, say): counted up to
   * `COUNTED_UP_TO`, beyond which PostgreSQL's estimate stands in for the count (see there).
   * Built once per shape like the page, but sent unnamed (`UNNAMED`), so planned for its values
   * each time: planned once for any text, a search "limit 201" reads the table in order until it
   * has 201 matches, which for a text that matches nothing is the whole table, where the text's
   * own plan asks the trigram index.
   */
  const boundedTotal = async (filter: SQL): Promise<MatchingTotal> => {
    const statement = preparedFor(db, `bounded ${tableName} ${condition.key}`, () =>
      db
        .select({ total: count() })
        .from(
          db
            .select({ one: sql`1` })
            .from(table as PgTable)
            .where(condition.template)
            .limit(inStatement(COUNTED_UP_TO + 1))
            .as('matches'),
        )
        .prepare(UNNAMED),
    );
    const [counted] = (await statement.execute(condition.values)) as { total: number }[];
    const rowCount = counted?.total ?? 0;
    if (rowCount <= COUNTED_UP_TO) return { total: rowCount, estimated: false };
    return {
      total: Math.max(await recentEstimate(db, table, filter), rowCount),
      estimated: true,
    };
  };
  const totalQuery = total || !where || query.exactTotal ? exactTotal() : boundedTotal(where);
  const [rows, { total: rowCount, estimated }] = await Promise.all([rowsQuery, totalQuery]);
  return {
    rows,
    total: rowCount,
    totalPages: Math.ceil(rowCount / limit),
    ...(estimated && { totalEstimated: true }),
  };
}

/**
 * Counters kept for a list's table by triggers (`customerTotals`, `orderStatusTotals`…): the
 * column of each count, and a rule for each filter they are kept by, over their own columns.
 */
export interface KeptTotals {
  readonly count: AnyPgColumn;
  readonly rules: Readonly<Record<string, FilterRule>>;
}

/**
 * The exact number of rows matching `filters` as a sum of kept counters, when every filter given
 * is one they are kept by (a status, a flag, or none: the totals the spec's lists show exact);
 * otherwise undefined, and the rows are counted (see `listPage`).
 */
export function keptTotal(
  { count: counts, rules }: KeptTotals,
  filters: FilterValues,
): SQL | undefined {
  const given = Object.keys(filters).filter((name) => filters[name]?.trim());
  if (given.some((name) => !Object.hasOwn(rules, name))) return undefined;
  return sql`(select coalesce(sum(${counts}), 0) from ${counts.table}
    where ${filtersWhere(rules, filters) ?? sql`true`})`;
}

/**
 * Where a list's rows come from: its table, a filter rule for each filter its call takes
 * (`FilterRules`: a dead or misspelt one does not compile), the order when the query gives none,
 * the counters that keep its total (if any) and the fields it shows from other tables. A list's
 * pages (`filteredList`) and its exports (exports/export-sources.ts) read the same rows from it.
 */
export interface ListSource<
  C extends CallContract,
  Table extends ListableTable = ListableTable,
  Extra extends object = object,
> {
  readonly table: Table;
  readonly rules: FilterRules<C>;
  readonly defaultSort?: -1 | 1;
  readonly kept?: KeptTotals;
  readonly beside?: Beside<Extra>;
}

/** The repository list of a call read from `source`: what `registerList` reads a page with. */
export const filteredList =
  <C extends CallContract, Table extends ListableTable, Extra extends object = object>(
    _call: C,
    { table, rules, defaultSort, kept, beside }: ListSource<C, Table, Extra>,
  ) =>
  (db: Db, query: ListQuery, filters: FilterValuesOf<C> = {}) =>
    listPage<Table, Extra>(db, table, query, {
      where: filtersWhere(rules, filters),
      defaultSort,
      total: kept && keptTotal(kept, filters),
      beside,
    });
