import pg from 'pg';

/**
 * Runs `work` while holding the session advisory lock `key`, on a connection of its own to
 * `connectionString`, so that instances starting at once on one database take turns (migrations,
 * creating the job queues). The connection must reach PostgreSQL itself (DATABASE_DIRECT_URL):
 * a pooler in transaction mode would run the lock, the work and the unlock on whichever server
 * connections are free, leaving the lock held on one it keeps.
 */
export async function withSessionLock<T>(
  connectionString: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
