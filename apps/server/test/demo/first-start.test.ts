import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoIfEmpty } from '@satchel/demo';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { testConfig } from '../support/app.js';
import { createTestDatabase } from '../support/database.js';

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
