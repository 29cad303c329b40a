import type * as schema from '@satchel/db/schema';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/**
 * What every repository function takes first: the database or a transaction on it (both are a
 * `PgDatabase`), so that callers can compose several calls in one transaction.
 */
export type Db = PgDatabase<
  NodePgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
