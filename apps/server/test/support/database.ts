import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A new, empty database on the run's PostgreSQL server; the global teardown drops it. */
export async function createTestDatabase(): Promise<string> {
  const { adminUrl, databasePrefix } = inject('postgres');
  const name = `${databasePrefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
