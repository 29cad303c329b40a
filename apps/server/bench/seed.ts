/**
 * Measures `pnpm seed --orders N` (default 1,000,000) into a fresh database on a PostgreSQL
 * server (BENCH_POSTGRES_URL, default the local postgres://postgres@127.0.0.1:5432/postgres),
 * writes the figures and the sizes it left to bench-results/seed.md (or BENCH_SEED_RESULTS), and
 * drops the database again.
 *
 * BENCH_SEED_KEEP=true seeds the other benchmarks' database instead (BENCH_DATABASE_URL, made if
 * missing and holding no orders yet; BENCH_ORDERS orders of their seed) and keeps it, labelled as
 * their data set, so that they measure it without seeding it again: 10,000,000 orders take most
 * of an hour on a shared machine, and the benchmarks' own seeding times nothing.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { labelDataSet } from './orders/bench-database.js';
import {
  databaseUrl as benchDatabaseUrl,
  dataSet,
  reportFile,
  serverDir,
} from './orders/bench-settings.js';
import { withClient, withScratchDatabase } from './postgres.js';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.env.BENCH_SEED_KEEP === 'true';
const orders = keep ? dataSet.orders : Number(process.env.BENCH_SEED_ORDERS ?? 1_000_000);
const resultsFile = reportFile('BENCH_SEED_RESULTS', 'seed.md');
/** Issue 17: a million orders seeded in at most five minutes. */
const TARGET_SECONDS = 300;

function runSeed(databaseUrl: string, dataDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@satchel/source',
      '--import',
      'tsx',
      'src/seed.ts',
      '--orders',
      String(orders),
      '--seed',
      String(dataSet.seed),
    ],
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

interface Size {
  readonly name: string;
  readonly tableBytes: number;
  readonly indexBytes: number;
}

/**
 * The size of each table of the database at `databaseUrl`, a partitioned one's partitions
 * summed (its own relation is empty), TOAST with the table; and of each month's partitions of
 * the order tables together (`<table>_YYYY_MM`, migration 0034), which is what a month adds.
 */
async function sizesOf(databaseUrl: string): Promise<{ tables: Size[]; months: Size[] }> {
  return withClient(databaseUrl, async (client) => {
    const sizes = (groupBy: string, where: string) =>
      client.query<{ name: string; table_bytes: string; index_bytes: string }>(
        `select ${groupBy} as name, sum(pg_table_size(child.oid)) as table_bytes,
           sum(pg_indexes_size(child.oid)) as index_bytes
         from pg_class as child
         left join pg_inherits on pg_inherits.inhrelid = child.oid
         left join pg_class as parent on parent.oid = pg_inherits.inhparent
         where child.relkind = 'r' and child.relnamespace = 'public'::regnamespace ${where}
         group by 1 order by sum(pg_total_relation_size(child.oid)) desc`,
      );
    const [tables, months] = await Promise.all([
      sizes('coalesce(parent.relname, child.relname)', ''),
      sizes(
        `substring(child.relname from '(\\d{4}_\\d{2})$')`,
        `and parent.relname in ('orders', 'order_items', 'order_possible_drivers',
           'order_item_possible_merchants') and child.relname ~ '_\\d{4}_\\d{2}$'`,
      ),
    ]);
    const size = (row: { name: string; table_bytes: string; index_bytes: string }): Size => ({
      name: row.name,
      tableBytes: Number(row.table_bytes),
      indexBytes: Number(row.index_bytes),
    });
    return {
      tables: tables.rows.map(size),
      months: months.rows.map(size).sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20).toLocaleString('en');
const sizeRow = ({ name, tableBytes, indexBytes }: Size) =>
  `| ${name} | ${mb(tableBytes)} | ${mb(indexBytes)} | ${mb(tableBytes + indexBytes)} |`;

/** The database at `databaseUrl` (named `name`) seeded and measured; answers the report. */
async function measureSeed(databaseUrl: string, name: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'satchel-bench-seed-'));
  const loadBefore = os.loadavg()[0]!;
  // How busy the shared machine was while seeding: its 1-minute load, every 10 s.
  const loadSamples: number[] = [];
  const sampling = setInterval(() => loadSamples.push(os.loadavg()[0]!), 10_000);
  const started = performance.now();
  const output = await runSeed(databaseUrl, dataDir).finally(() => {
    clearInterval(sampling);
    return rm(dataDir, { recursive: true, force: true });
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const loadSeconds = Number(/Loaded in ([\d.]+) s/.exec(output)?.[1]);
  const meanLoad = loadSamples.length
    ? loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length
    : loadBefore;
  const { bytes, version } = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ bytes: string; version: string }>(
      'select pg_database_size(current_database()) as bytes, version() as version',
    );
    return rows[0]!;
  });
  const sizes = await sizesOf(databaseUrl);
  const tables = output
    .split('\n')
    .filter((line) => /^ {2}\w+\s+\d+$/.test(line))
    .map((line) => line.trim().split(/\s+/))
    .map(([table, rows]) => `| ${table} | ${Number(rows).toLocaleString('en')} |`);
  const perOrder = Number(bytes) / orders;
  console.log(
    `\n${orders} orders seeded in ${loadSeconds.toFixed(1)} s (${wallSeconds.toFixed(1)} s in all), ${mb(Number(bytes))} MB`,
  );
  return `# Seeding benchmark

\`pnpm seed --orders ${orders.toLocaleString('en')}\` into a ${keep ? `database kept for the other benchmarks (${name})` : 'fresh database'}, measured by
\`pnpm --filter @satchel/server bench\`: COPY FROM STDIN in one transaction, Node generating each
batch while PostgreSQL stores the one before; the marketplace tables' secondary indexes, foreign
keys and triggers off during the load, then each index built in one pass, each key checked by
one query and the rollups rebuilt by one statement each (packages/demo/src/bulk-load.ts,
\`order_rollups_rebuild()\` in migration 0013).

${
  orders > 1_000_000
    ? `Issue 17's target (${TARGET_SECONDS} s on this machine) is for 1,000,000 orders; none at this size.`
    : `Target (issue 17): the whole command in at most ${TARGET_SECONDS} s on this machine, measured alone:
**${wallSeconds <= TARGET_SECONDS ? 'met' : 'not met'}** (${wallSeconds.toFixed(1)} s).`
}

| figure | value |
| --- | --- |
| orders | ${orders.toLocaleString('en')} |
| load (generate + COPY + commit) | ${loadSeconds.toFixed(1)} s |
| whole command (start, migrations, load) | ${wallSeconds.toFixed(1)} s |
| database size afterwards | ${mb(Number(bytes))} MB |
| database size per order | ${(perOrder / 1024).toFixed(2)} KB |
| PostgreSQL | ${version.split(' on ')[0]} |
| Node.js | ${process.version} |
| measured | ${new Date().toISOString()}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, ${meanLoad.toFixed(1)} on average and ${Math.max(loadBefore, ...loadSamples).toFixed(1)} at most while seeding, on ${os.cpus().length} cores |

| table | rows |
| --- | --- |
${tables.join('\n')}

Sizes in MB (\`pg_table_size\`, TOAST included, and \`pg_indexes_size\`; a partitioned table's
partitions summed), largest first:

| table | table | indexes | together |
| --- | --- | --- | --- |
${sizes.tables
  .filter((size) => size.tableBytes + size.indexBytes >= 2 ** 20)
  .map(sizeRow)
  .join('\n')}

Each month's partitions of the four order tables (orders, their items, possible merchants and
possible drivers) together, in MB; the first and the last month are partial:

| month | table | indexes | together |
| --- | --- | --- | --- |
${sizes.months.map(sizeRow).join('\n')}
`;
}

/** BENCH_SEED_KEEP: the benchmarks' database, made if missing, seeded, measured and labelled. */
async function seedBenchDatabase(): Promise<string> {
  const name = decodeURIComponent(new URL(benchDatabaseUrl).pathname.slice(1));
  const serverUrl = new URL(benchDatabaseUrl);
  serverUrl.pathname = '/postgres';
  await withClient(serverUrl.toString(), async (client) => {
    const { rowCount } = await client.query('select from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
  const report = await measureSeed(benchDatabaseUrl, name);
  await labelDataSet(benchDatabaseUrl, dataSet);
  return report;
}

const report = keep
  ? await seedBenchDatabase()
  : await withScratchDatabase(adminUrl, 'satchel_bench_seed', measureSeed);
if (resultsFile) {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
}
