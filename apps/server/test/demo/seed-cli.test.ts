import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from '../support/server-process.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const processes = useServerProcesses();

describe('pnpm seed', () => {
  let databaseUrl: string;
  let dataDir: string;

  /** The CLI as `pnpm seed` runs it, on this test's database. */
  function seed(...args: string[]): Promise<{ code: number | null; output: string }> {
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'seed password',
    };
    const child = spawn(
      process.execPath,
      ['--conditions=@satchel/source', '--import', 'tsx', 'src/seed.ts', ...args],
      { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    processes.track(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
  }

  async function query(text: string): Promise<Record<string, unknown>[]> {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }

  const orderCount = async () =>
    (await query('select count(*)::integer as n from orders'))[0]!.n as number;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-seed-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'migrates and seeds an empty database, printing counts and time',
    async () => {
      const run = await seed('--', '--orders', '120', '--seed', '5');
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/orders\s+120\n/);
      expect(run.output).toMatch(/Loaded in \d+\.\d s/);
      expect(await orderCount()).toBe(120);
      // Seeded by the server's job queue, as a server's start seeds, telling how the job went
      // (a short job may finish between two looks, so "running" need not be printed).
      expect(run.output).toContain('the seed job is completed');
      expect(
        await query(
          `select state, data->'options'->>'orders' as orders, data->>'reset' as reset
             from pgboss.job where name = 'demo-seed'`,
        ),
      ).toEqual([{ state: 'completed', orders: '120', reset: 'false' }]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a database that has orders, unless --reset',
    async () => {
      const refused = await seed('--orders', '80');
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('already has 120 orders; run with --reset');
      expect(await orderCount()).toBe(120);

      const reset = await seed('--orders', '80', '--reset');
      expect(reset.code, reset.output).toBe(0);
      expect(await orderCount()).toBe(80);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'explains a wrong flag',
    async () => {
      const run = await seed('--orders', 'many');
      expect(run.code).toBe(1);
      expect(run.output).toContain('--orders must be a whole number');
      expect(run.output).toContain('Usage: pnpm seed');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
