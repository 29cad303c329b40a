import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `work` with a client connected to `url`, and closes it. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a database made for it (`<prefix>_<random>`) on the PostgreSQL server whose
 * administrative database `serverUrl` names, and drops that database afterwards.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (databaseUrl: string, name: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  try {
    return await work(databaseUrl.toString(), name);
  } finally {
    await withClient(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
}
