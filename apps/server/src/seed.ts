import { parseArgs } from 'node:util';
import { type DemoOptions, resolveDemoOptions, seedDemo } from '@satchel/demo';
import { ensureFirstAdmin } from './auth/first-admin.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { migrateUnderLock } from './db/migrate.js';
import { createDatabaseFileStorage } from './files/database-file-storage.js';

const usage = `Usage: pnpm seed [--orders N] [--customers N] [--merchants N] [--drivers N]
                 [--products N] [--schools N] [--days N] [--seed N] [--now ISO-TIME] [--reset]

Loads the demo marketplace into DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR.
Counts not given scale from --orders (default 20000). --reset empties the marketplace tables
first (administrators stay); without it, a database that has orders is refused.`;

const counts = [
  'orders',
  'customers',
  'merchants',
  'drivers',
  'products',
  'schools',
  'days',
  'seed',
] as const;

function parse(argv: string[]): { options: Partial<DemoOptions>; reset: boolean } {
  const { values } = parseArgs({
    // pnpm may pass a lone `--` before the script's own arguments.
    args: argv.filter((arg) => arg !== '--'),
    options: {
      ...Object.fromEntries(counts.map((name) => [name, { type: 'string' as const }])),
      now: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const options: Record<string, number | Date> = {};
  for (const name of counts) {
    const raw = (values as Record<string, unknown>)[name];
    if (typeof raw !== 'string') continue;
    if (!/^\d+$/.test(raw.replaceAll('_', '')))
      throw new ConfigError(`--${name} must be a whole number (got "${raw}")`);
    options[name] = Number(raw.replaceAll('_', ''));
  }
  if (typeof values.now === 'string') options.now = new Date(values.now);
  return { options: options as Partial<DemoOptions>, reset: values.reset === true };
}

async function main() {
  const { options: given, reset } = parse(process.argv.slice(2));
  const options = resolveDemoOptions(given);
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const { db, pool } = connectDatabase(databaseUrl, config.databasePooler);
  try {
    const createdAdmin = await migrateUnderLock(config.databaseDirectUrl ?? databaseUrl, (db) =>
      ensureFirstAdmin(db, config.adminUsername, config.adminPassword),
    );
    if (createdAdmin) {
      const password =
        config.adminPasswordSource === 'env'
          ? 'the password from ADMIN_PASSWORD'
          : `password ${config.adminPassword}`;
      console.log(`Created administrator ${config.adminUsername} with ${password}`);
    }
    console.log(
      `Seeding ${options.orders} orders (seed ${options.seed}, ${options.days} days up to ${options.now.toISOString()})…`,
    );
    const client = await pool.connect();
    const result = await seedDemo(client, {
      options,
      storage: createDatabaseFileStorage(db),
      reset,
    }).finally(() => client.release());
    if (!result.seeded) {
      console.error(
        `The database already has ${result.existingOrders} orders; run with --reset to replace the marketplace data.`,
      );
      process.exitCode = 1;
      return;
    }
    for (const [table, rows] of result.counts) console.log(`  ${table.padEnd(30)} ${rows}`);
    console.log(`Loaded in ${(result.elapsedMs / 1000).toFixed(1)} s`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof RangeError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(expected ? `${(error as Error).message}\n\n${usage}` : error);
  process.exit(1);
});
