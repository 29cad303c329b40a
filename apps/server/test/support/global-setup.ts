import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the test server, and the name prefix of this run's databases. */
    postgres: { adminUrl: string; databasePrefix: string };
  }
}

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL when set (CI points it at the machine's
 * PostgreSQL), otherwise an embedded one in a temporary folder. Every database this run creates
 * there is named with a unique prefix and dropped at the end.
 */
export default async function setup(project: TestProject) {
  const databasePrefix = `satchel_test_${Date.now().toString(36)}_${process.pid}`;
  let dataDir: string | undefined;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-server-test-'));
    // PostgreSQL runs as the `postgres` account when the tests run as root.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    adminUrl = embedded.url;
  }
  project.provide('postgres', { adminUrl, databasePrefix });

  return async () => {
    const client = new pg.Client(adminUrl);
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [databasePrefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database ${client.escapeIdentifier(datname)} with (force)`);
    }
    await client.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
