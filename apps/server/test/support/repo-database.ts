import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js';
import { migrateUnderLock } from '../../src/db/migrate.js';
import type { Db } from '../../src/repos/db.js';
import { createTestDatabase } from './database.js';

/** A fresh, migrated database of its own. */
export async function openMigratedDatabase(): Promise<DatabaseConnection> {
  const databaseUrl = await createTestDatabase();
  const connection = connectDatabase(databaseUrl);
  await migrateUnderLock(databaseUrl, async () => {});
  return connection;
}

/**
 * Empties every table, so that each test sees only the rows it inserts, but for the built-in
 * roles, which migration 0024 made and every administrator holds one of. Plain deletes with the
 * foreign-key triggers off for this transaction (the test user is a superuser): TRUNCATE of
 * some thirty tables takes half a second, this a few milliseconds.
 */
export async function emptyAllTables(db: Db): Promise<void> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { name } of rows) {
      const kept = name === 'roles' ? ' where built_in is null' : '';
      await tx.execute(sql.raw(`delete from ${name}${kept}`));
    }
  });
}

/**
 * For a repository test file: one migrated database for the file, emptied before each test.
 * Read `.db` and `.pool` inside tests and hooks (they exist once `beforeAll` ran).
 */
export function useRepoDatabase(): DatabaseConnection {
  const holder = {} as { connection: DatabaseConnection };
  beforeAll(async () => {
    holder.connection = await openMigratedDatabase();
  });
  beforeEach(async () => {
    await emptyAllTables(holder.connection.db);
  });
  afterAll(async () => {
    await holder.connection?.pool.end();
  });
  return {
    get db() {
      return holder.connection.db;
    },
    get pool() {
      return holder.connection.pool;
    },
  };
}
