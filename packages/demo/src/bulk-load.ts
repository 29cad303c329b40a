import type pg from 'pg';

interface IndexDefinition {
  readonly name: string;
  readonly definition: string;
}

interface ForeignKey {
  readonly table: string;
  readonly name: string;
  readonly definition: string;
}

/**
 * Runs `load` with the advice of PostgreSQL's manual for populating a database ("Populating a
 * Database"), in the caller's transaction: `tables` lose their secondary indexes and foreign
 * keys, and their own triggers are disabled, while `load` writes; then each index is built in
 * one pass, each foreign key checked by one query and the triggers enabled again. Maintaining
 * eleven indexes and checking four keys row by row is most of what loading a million orders
 * costs. What the disabled triggers keep up to date is the caller's to rebuild afterwards.
 * Constraints' own indexes (primary keys, unique columns) stay: they are part of the rules.
 */
export async function withBulkLoad<T>(
  client: pg.PoolClient | pg.Client,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  // A partitioned table's index is made again on the whole table (its definition reads `ON
  // ONLY`, which would leave the partitions without it); its partitions' indexes and keys are
  // the parent's own, dropped and made with it (`conparentid`).
  const { rows: indexes } = await client.query<IndexDefinition>(
    `select index.indexrelid::regclass::text as name,
       replace(pg_get_indexdef(index.indexrelid), ' ON ONLY ', ' ON ') as definition
     from pg_index as index
     where index.indrelid = any($1::regclass[])
       and not exists (select from pg_constraint where conindid = index.indexrelid)`,
    [tables],
  );
  const { rows: foreignKeys } = await client.query<ForeignKey>(
    `select conrelid::regclass::text as table, conname as name,
       pg_get_constraintdef(oid) as definition
     from pg_constraint
     where contype = 'f' and conrelid = any($1::regclass[]) and conparentid = 0`,
    [tables],
  );
  const quote = (name: string) => client.escapeIdentifier(name);

  for (const key of foreignKeys) {
    await client.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
  }
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  for (const table of tables)
    await client.query(`alter table ${quote(table)} disable trigger user`);

  const result = await load();

  // Sorting a million keys in memory rather than in runs on disk.
  await client.query(`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await client.query(index.definition);
  for (const key of foreignKeys) {
    await client.query(
      `alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`,
    );
  }
  for (const table of tables) await client.query(`alter table ${quote(table)} enable trigger user`);
  return result;
}
