import type { BannerType } from '@satchel/db/schema';
import { banners, categories, products } from '@satchel/db/schema';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TableWithId } from './by-id.js';
import type { Db } from './db.js';
import { type Beside, preparedFor } from './list-query.js';

/** Where a banner leads: a category or a product by id, or (type none, no id) nowhere. */
export interface TargetRef {
  readonly type: BannerType;
  readonly redirectId: string | null;
}

/** The names of the targets found, by `targetKey`. */
export type TargetTitles = ReadonlyMap<string, string>;

export const targetKey = ({ type, redirectId }: TargetRef): string => `${type}:${redirectId}`;

/** Each kind of target: its table and the column that names a row of it. */
const targetTables = [
  { type: 'category', table: categories, title: categories.displayName },
  { type: 'product', table: products, title: products.title },
] as const satisfies readonly { type: BannerType; table: TableWithId; title: AnyPgColumn }[];

/**
 * The name of each listed banner's target, read by the page's own statement: per row, the
 * title of the row its kind's table has under its redirectId, or null (type none, or a target
 * since removed). The kinds are this file's own words, written into the statement as literals.
 */
export const redirectTitles: Beside<{ redirectTitle: string | null }> = {
  name: 'redirect titles',
  fields: {
    redirectTitle: sql<string | null>`case ${sql.join(
      targetTables.map(
        ({ type, table, title }) =>
          sql`when ${banners.type} = ${sql.raw(`'${type}'`)} then (select ${title} from ${table} where ${table.id} = ${banners.redirectId})`,
      ),
      sql` `,
    )} end`,
  },
};

const idsOf = (refs: readonly TargetRef[], type: BannerType): string[] => [
  ...new Set(
    refs.flatMap((ref) => (ref.type === type && ref.redirectId !== null ? [ref.redirectId] : [])),
  ),
];

/**
 * The name of each target that exists (a category's display name, a product's title), one query
 * per kind at most whatever the number of targets; a target since removed is absent (a saved
 * banner's answer, and the check that a new target exists; the list reads `redirectTitles`).
 * Each kind's statement takes its ids as one array, so it is built and prepared once
 * (`preparedFor`), not on every call: building it cost more than PostgreSQL takes to answer it.
 */
export async function targetTitles(db: Db, refs: readonly TargetRef[]): Promise<TargetTitles> {
  const found = await Promise.all(
    targetTables.map(async ({ type, table, title }) => {
      const ids = idsOf(refs, type);
      if (ids.length === 0) return [];
      const statement = preparedFor(db, `titles ${type}`, (name) =>
        db
          .select({ id: table.id, title })
          .from(table as PgTable)
          .where(sql`${table.id} = any(${sql.placeholder('ids')})`)
          .prepare(name),
      );
      const rows = (await statement.execute({ ids })) as { id: string; title: string }[];
      return rows.map((row) => [targetKey({ type, redirectId: row.id }), row.title] as const);
    }),
  );
  return new Map(found.flat());
}
