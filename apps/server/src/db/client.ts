import * as schema from '@satchel/db/schema';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DATABASE_POOL_SIZE, type DatabasePooler } from '../config.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseConnection {
  readonly db: Database;
  readonly pool: pg.Pool;
}

/** A query's config naming its statement: what drizzle's `.prepare(name)` sends. */
const isNamed = (config: unknown): config is pg.QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as { submit?: unknown }).submit !== 'function' &&
  Boolean((config as { name?: unknown }).name);

/**
 * A client that sends every statement unnamed, for a pooler in transaction mode. PgBouncer 1.18
 * hands each transaction whichever server connection is free and keeps no prepared statement
 * across them, so a statement named on one (`list_shape_3`, which pg then only binds) is missing
 * on the next, or already there when pg parses it again ("prepared statement … already exists").
 * The unnamed statement lives within one Parse/Bind/Execute/Sync, which the pooler passes to one
 * server connection. The repositories keep naming their statements, so that without a pooler
 * PostgreSQL parses and plans each list's shape once per connection; through one, every
 * statement is parsed and planned each time it runs (drizzle still builds each shape once).
 */
class UnnamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through as they are.
  override query(config: any, ...rest: any[]): any {
    return isNamed(config)
      ? super.query({ ...config, name: undefined }, ...rest)
      : super.query(config, ...rest);
  }
}

/**
 * The app's pool on `url`, with drizzle over it. `pooler` says what `url` reaches (see
 * DatabasePooler in config.ts): through a pooler in transaction mode, statements go unnamed.
 * `kept` connections stay open however long they idle (those warmed at start, warm-pool.ts: a
 * connection closed takes its prepared statements with it); the others close after 10 s idle.
 */
export function connectDatabase(
  url: string,
  pooler: DatabasePooler = 'none',
  kept = 0,
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: DATABASE_POOL_SIZE,
    min: kept,
    // Named after this process, so pg_stat_activity tells which instance holds a connection.
    application_name: `satchel ${process.pid}`,
    ...(pooler === 'transaction' && { Client: UnnamedStatementClient }),
  });
  // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the server.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}
