import * as schema from '@satchel/db/schema';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseConnection {
  readonly db: Database;
  readonly pool: pg.Pool;
}

export function connectDatabase(url: string): DatabaseConnection {
  // Named after this process, so pg_stat_activity tells which instance holds a connection.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: `satchel ${process.pid}`,
  });
  // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the server.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}
