/**
 * The benchmark's own database on a local PostgreSQL, holding the demo generator's data set.
 * It is reused while it holds that data set (recorded in the database's comment), else emptied
 * and seeded again by the real seed CLI.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { administrators } from '@satchel/db/schema';
import { asc } from 'drizzle-orm';
import { createSession } from '../../src/auth/sessions.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.js';
import { migrateUnderLock } from '../../src/db/migrate.js';
import { withClient } from '../postgres.js';

export interface DataSet {
  readonly orders: number;
  readonly seed: number;
}

const label = ({ orders, seed }: DataSet) => `satchel bench: ${orders} orders, seed ${seed}`;

/**
 * Records that the database at `databaseUrl` holds `dataSet`, complete: the benchmarks reuse it
 * from then on instead of seeding it again.
 */
export function labelDataSet(databaseUrl: string, dataSet: DataSet): Promise<unknown> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return withClient(databaseUrl, (client) =>
    client.query(
      `comment on database ${client.escapeIdentifier(name)} is ${client.escapeLiteral(label(dataSet))}`,
    ),
  );
}

async function runSeedCli(serverDir: string, databaseUrl: string, dataSet: DataSet) {
  // The demo's pictures go to a folder of their own, thrown away afterwards.
  const dataDir = await mkdtemp(join(tmpdir(), 'satchel-bench-files-'));
  const args = ['--orders', String(dataSet.orders), '--seed', String(dataSet.seed), '--reset'];
  const child = spawn(
    process.execPath,
    ['--conditions=@satchel/source', '--import', 'tsx', 'src/seed.ts', ...args],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) =>
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`the seed CLI exited with ${code}`)),
      ),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes sure the database at `databaseUrl` exists and holds `dataSet`, seeding it when it does
 * not; returns whether it had to seed. The comment is written only after a complete seed.
 */
export async function ensureDataSet(
  serverDir: string,
  databaseUrl: string,
  dataSet: DataSet,
): Promise<boolean> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const comment = await withClient(adminUrl.toString(), async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    if (rows.length === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
    return rows[0]?.comment ?? null;
  });
  if (comment === label(dataSet)) return false;
  console.log(`Seeding ${name} with ${dataSet.orders} orders (a few minutes)…`);
  await runSeedCli(serverDir, databaseUrl, dataSet);
  await labelDataSet(databaseUrl, dataSet);
  return true;
}

/** The benchmark database, ready to measure: its data set, migrated and analysed, signed in. */
export interface OpenBenchDatabase extends DatabaseConnection {
  /** Whether this run had to seed it. */
  readonly seeded: boolean;
  /** A token of its first administrator, for the HTTP clients. */
  readonly token: string;
  /** That administrator's id, for the calls that answer per caller (saved views). */
  readonly adminId: string;
}

/**
 * Makes sure the database holds `dataSet` (ensureDataSet), brings its schema up to date, has
 * PostgreSQL analyse it so that plans match a settled database, and signs in its first
 * administrator.
 */
export async function openBenchDatabase(
  serverDir: string,
  databaseUrl: string,
  dataSet: DataSet,
): Promise<OpenBenchDatabase> {
  const seeded = await ensureDataSet(serverDir, databaseUrl, dataSet);
  const connection = connectDatabase(databaseUrl);
  const { db, pool } = connection;
  await migrateUnderLock(databaseUrl, async () => {});
  console.log('VACUUM ANALYZE…');
  await pool.query('vacuum analyze');
  const [admin] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .orderBy(asc(administrators.createdAt))
    .limit(1);
  if (!admin) throw new Error('The benchmark database has no administrator');
  return {
    ...connection,
    seeded,
    token: await createSession(db, admin.id, 2),
    adminId: admin.id,
  };
}
