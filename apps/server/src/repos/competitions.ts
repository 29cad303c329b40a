import { competitions as competitionCalls } from '@satchel/api';
import { competitionProducts, competitions, products } from '@satchel/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { deleteById, findById, updateById } from './by-id.js';
import type { Db } from './db.js';
import { contains, filteredList, type ListQuery, listPage } from './list-query.js';

/** A list of ids as one PostgreSQL array parameter (drizzle would spread it as a row). */
const textArray = (ids: readonly string[]) => sql.param([...new Set(ids)]);

export type Competition = typeof competitions.$inferSelect;
export type CompetitionFields = Pick<typeof competitions.$inferInsert, 'name' | 'logo' | 'status'>;

export const listCompetitions = filteredList(competitionCalls.list, {
  table: competitions,
  rules: { name: contains(competitions.name) },
});

export const findCompetition = (db: Db, id: string): Promise<Competition | undefined> =>
  findById(db, competitions, id);

export async function createCompetition(db: Db, fields: CompetitionFields): Promise<Competition> {
  const [row] = await db.insert(competitions).values(fields).returning();
  return row!;
}

export const updateCompetition = (
  db: Db,
  id: string,
  fields: Partial<CompetitionFields>,
): Promise<Competition | undefined> => updateById(db, competitions, id, fields);

/** Whether the competition existed; its product associations go with it. */
export const deleteCompetition = (db: Db, id: string): Promise<boolean> =>
  deleteById(db, competitions, id);

/** One page of a competition's products, like any other list. */
export const listCompetitionProducts = (db: Db, competitionId: string, query: ListQuery) =>
  listPage(db, products, query, {
    where: inArray(
      products.id,
      db
        .select({ id: competitionProducts.productId })
        .from(competitionProducts)
        .where(eq(competitionProducts.competitionId, competitionId)),
    ),
  });

/**
 * Associates every product with every competition; existing pairs are kept. Returns new pairs.
 * The two lists go as two array parameters, crossed by PostgreSQL: a row of parameters per pair
 * overflowed the 65,535 a statement takes at 33 competitions of 1,000 products.
 */
export async function associateCompetitionProducts(
  db: Db,
  competitionIds: readonly string[],
  productIds: readonly string[],
): Promise<number> {
  if (competitionIds.length === 0 || productIds.length === 0) return 0;
  const { rows } = await db.execute<{ added: number }>(sql`
    with added as (
      insert into ${competitionProducts} (competition_id, product_id)
      select competition_id, product_id
      from unnest(${textArray(competitionIds)}::text[]) as competition(competition_id)
      cross join unnest(${textArray(productIds)}::text[]) as product(product_id)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as added from added`);
  return rows[0]!.added;
}

/** Removes the products from the competitions (the lists as two array parameters, too). Returns how many pairs were removed. */
export async function dissociateCompetitionProducts(
  db: Db,
  competitionIds: readonly string[],
  productIds: readonly string[],
): Promise<number> {
  if (competitionIds.length === 0 || productIds.length === 0) return 0;
  const deleted = await db
    .delete(competitionProducts)
    .where(
      and(
        sql`${competitionProducts.competitionId} = any(${textArray(competitionIds)}::text[])`,
        sql`${competitionProducts.productId} = any(${textArray(productIds)}::text[])`,
      ),
    )
    .returning({ productId: competitionProducts.productId });
  return deleted.length;
}
