import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';

/** A business table: every one has a text `id` (24 lowercase hex characters). */
export type TableWithId = PgTable & { id: AnyPgColumn };

/** The row with that id, or undefined. */
export async function findById<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: string,
): Promise<Table['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as Table['$inferSelect'] | undefined;
}

/** Applies `changes` to the row with that id: the row as it now is, or undefined when none. */
export async function updateById<Table extends TableWithId>(
  db: Db,
  table: Table,
  id: string,
  changes: PgUpdateSetSource<Table>,
): Promise<Table['$inferSelect'] | undefined> {
  // drizzle cannot type `returning()` of a generic table; the rows are the table's rows.
  const rows = (await db
    .update(table as TableWithId)
    .set(changes as PgUpdateSetSource<TableWithId>)
    .where(eq(table.id, id))
    .returning()) as Table['$inferSelect'][];
  return rows[0];
}

/** Whether a row with that id existed (and is now gone). */
export async function deleteById(db: Db, table: TableWithId, id: string): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** The ids among `ids` that no row of `table` has, each once, in the order given. */
export async function missingIds(
  db: Db,
  table: TableWithId,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, wanted));
  const known = new Set(found.map((row) => row.id as string));
  return wanted.filter((id) => !known.has(id));
}
