import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoIfEmpty } from '@satchel/demo';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ADMIN, testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';
import { useServerProcesses } from '../support/server-process.js';

const servers = useServerProcesses();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An app on `databaseUrl`, closed after the test. */
async function appOn(databaseUrl: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(databaseUrl));
  closers.push(() => app.close());
  return app;
}

/** A client of `databaseUrl`, ended after the test. */
async function clientOf(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  closers.push(() => client.end());
  return client;
}

const countOf = async (client: pg.Client, table: string): Promise<number> =>
  (await client.query(`select count(*)::integer as n from ${table}`)).rows[0].n;

// A job is picked up by polling, and a killed instance is noticed after 20 s of silence.
const eventually = { timeout: 240_000, interval: 200 };

describe('SEED_DEMO', () => {
  it('seeds the embedded database by default, an external one only when asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO: 'TRUE' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe('seeding at start', () => {
  let app: FastifyInstance;
  let databaseUrl: string;
  let dataDir: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-first-start-'));
    app = await buildApp(testConfig(databaseUrl, { dataDir }));
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fills a database without orders once, saying so in one line before and after', async () => {
    const lines: string[] = [];
    await seedDemoIfEmpty(databaseUrl, app.files, (line) => lines.push(line), { orders: 150 });
    expect(lines).toEqual([
      'Seeding demo data…',
      expect.stringMatching(
        /^Demo data ready: 150 orders, \d+ customers, \d+ merchants \(\d+\.\d s\)$/,
      ),
    ]);

    const again: string[] = [];
    await seedDemoIfEmpty(databaseUrl, app.files, (line) => again.push(line), { orders: 300 });
    expect(again).toEqual([]);
    const client = new pg.Client(databaseUrl);
    await client.connect();
    const { rows } = await client.query('select count(*)::integer as n from orders');
    await client.end();
    expect(rows[0].n).toBe(150);
  });
});

describe('seeding on the job queue', () => {
  it('seeds once when two instances ask at once, each starting once it is done', async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = [await appOn(databaseUrl), await appOn(databaseUrl)];
    await Promise.all([first.seedDemo(120), second.seedDemo(120)]);
    const client = await clientOf(databaseUrl);
    expect(await countOf(client, 'orders')).toBe(120);
    const { rows } = await client.query(
      `select state, count(*)::integer as n from pgboss.job where name = 'demo-seed' group by state`,
    );
    // One job, or a second that waited for the first and found the orders there.
    expect(rows.every((row) => row.state === 'completed')).toBe(true);
    // Two apps migrating one database and a seed: well past vitest's default on a busy machine.
  }, 300_000);

  it('seeds on another instance, once, when the seeding one is killed (SIGKILL)', async () => {
    const databaseUrl = await createTestDatabase();
    // Migrated by an app that then stops: the tables exist, and no instance works the queue.
    await (await buildApp(testConfig(databaseUrl))).close();
    const client = await clientOf(databaseUrl);
    // Held by the test: the seed's transaction waits at its lock on orders, mid-run.
    await client.query('begin');
    await client.query('lock table orders in row share mode');
    const seeding = servers.spawn({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      DEMO_ORDERS: '150',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    const waiting = await clientOf(databaseUrl);
    await vi.waitFor(async () => {
      const { rows } = await waiting.query(
        `select count(*)::integer as n from pg_locks
          where relation = 'orders'::regclass and mode = 'ExclusiveLock' and not granted`,
      );
      expect(rows[0].n).toBe(1);
    }, eventually);

    seeding.child.kill('SIGKILL');
    await new Promise((resolve) => seeding.child.once('exit', resolve));
    await client.query('rollback');

    const other = await appOn(databaseUrl);
    await other.seedDemo(150);
    expect(await countOf(waiting, 'orders')).toBe(150);
    // The killed run's job ran again to the end: nothing of it waits or is lost.
    const { rows } = await waiting.query(
      `select state from pgboss.job where name = 'demo-seed' and data->>'orders' = '150'`,
    );
    expect(rows.map((row) => row.state)).toContain('completed');
    expect(rows.every((row) => row.state === 'completed')).toBe(true);
  }, 300_000);
});
