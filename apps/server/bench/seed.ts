/**
 * Measures `pnpm seed --orders N` (default 1,000,000) into a fresh database on a PostgreSQL
 * server (BENCH_POSTGRES_URL, default the local postgres://postgres@127.0.0.1:5432/postgres),
 * writes the figures to bench-results/seed.md, and drops the database again.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient, withScratchDatabase } from './postgres.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orders = Number(process.env.BENCH_SEED_ORDERS ?? 1_000_000);
/** Issue 17: a million orders seeded in at most five minutes. */
const TARGET_SECONDS = 300;

function runSeed(databaseUrl: string, dataDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--conditions=@satchel/source', '--import', 'tsx', 'src/seed.ts', '--orders', String(orders)],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pnpm seed exited with ${code}`)),
    ),
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'satchel-bench-seed-'));
try {
  await withScratchDatabase(adminUrl, 'satchel_bench_seed', async (databaseUrl, name) => {
    const loadBefore = os.loadavg()[0]!;
    const started = performance.now();
    const output = await runSeed(databaseUrl, dataDir);
    const wallSeconds = (performance.now() - started) / 1000;
    const loadSeconds = Number(/Loaded in ([\d.]+) s/.exec(output)?.[1]);
    const { size, version } = await withClient(adminUrl, async (client) => {
      const { rows } = await client.query(
        'select pg_size_pretty(pg_database_size($1)) as size, version() as version',
        [name],
      );
      return rows[0] as { size: string; version: string };
    });
    const tables = output
      .split('\n')
      .filter((line) => /^ {2}\w+\s+\d+$/.test(line))
      .map((line) => line.trim().split(/\s+/))
      .map(([table, rows]) => `| ${table} | ${Number(rows).toLocaleString('en')} |`);
    const report = `# Seeding benchmark

\`pnpm seed --orders ${orders.toLocaleString('en')}\` into a fresh database, measured by
\`pnpm --filter @satchel/server bench\`: COPY FROM STDIN in one transaction, Node generating each
batch while PostgreSQL stores the one before; the marketplace tables' secondary indexes, foreign
keys and triggers off during the load, then each index built in one pass, each key checked by
one query and the rollups rebuilt by one statement each (packages/demo/src/bulk-load.ts,
\`order_rollups_rebuild()\` in migration 0013).

Target (issue 17): the whole command in at most ${TARGET_SECONDS} s on this machine, measured alone:
**${wallSeconds <= TARGET_SECONDS ? 'met' : 'not met'}** (${wallSeconds.toFixed(1)} s).

| figure | value |
| --- | --- |
| orders | ${orders.toLocaleString('en')} |
| load (generate + COPY + commit) | ${loadSeconds.toFixed(1)} s |
| whole command (start, migrations, load) | ${wallSeconds.toFixed(1)} s |
| database size afterwards | ${size} |
| PostgreSQL | ${version.split(' on ')[0]} |
| Node.js | ${process.version} |
| measured | ${new Date().toISOString()}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after |

| table | rows |
| --- | --- |
${tables.join('\n')}
`;
    await mkdir(join(serverDir, 'bench-results'), { recursive: true });
    await writeFile(join(serverDir, 'bench-results', 'seed.md'), report);
    console.log(
      `\n${orders} orders seeded in ${loadSeconds.toFixed(1)} s (${wallSeconds.toFixed(1)} s in all), ${size}`,
    );
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
