import { parseArgs } from 'node:util';
import { type DemoOptions, resolveDemoOptions } from '@satchel/demo';
import Fastify from 'fastify';
import { type Config, ConfigError, loadConfig } from './config.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { createLogger } from './logger.js';
import { databasePlugin } from './plugins/database.js';
import { demoSeedPlugin } from './plugins/demo-seed.js';
import { filesPlugin } from './plugins/files.js';
import { jobsPlugin } from './plugins/jobs.js';

const usage = `Usage: pnpm seed [--orders N] [--customers N] [--merchants N] [--drivers N]
                 [--products N] [--schools N] [--days N] [--seed N] [--now ISO-TIME] [--reset]

Loads the demo marketplace into DATABASE_URL, or else the embedded PostgreSQL in DATA_DIR.
Counts not given scale from --orders (default 20000). --reset empties the marketplace tables
first (administrators stay); without it, a database that has orders is refused.
The seed runs as a job of the server's job queue, which this command works too: a server
running on the same database may run it instead.`;

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

/**
 * What the seed needs of the server, and no more: the database (migrated, its first
 * administrator made), the stored files the demo's pictures go to, and the job queue, whose
 * demo-seed jobs this process works like any instance (and no other queue's).
 */
async function seedApp(config: Config, databaseUrl: string) {
  const app = Fastify({ loggerInstance: createLogger('warn'), pluginTimeout: 0 });
  try {
    await app.register(databasePlugin, { ...config, databaseUrl });
    await app.register(filesPlugin, { dataDir: config.dataDir });
    await app.register(jobsPlugin, {
      databaseUrl,
      directUrl: config.databaseDirectUrl ?? databaseUrl,
      drainSeconds: config.jobDrainSeconds,
    });
    await app.register(demoSeedPlugin, { databaseUrl });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** How the seed's job is going, in words (pg-boss's states). */
const jobStates: Readonly<Record<string, string>> = {
  created: 'queued, waiting for an instance to run it',
  active: 'running',
  retry: 'stopped with its instance; it runs again from the start',
};

async function main() {
  const { options: given, reset } = parse(process.argv.slice(2));
  const options = resolveDemoOptions(given);
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const app = await seedApp(config, config.databaseUrl ?? embedded!.url);
    try {
      if (app.createdFirstAdmin) {
        const password =
          config.adminPasswordSource === 'env'
            ? 'the password from ADMIN_PASSWORD'
            : `password ${config.adminPassword}`;
        console.log(`Created administrator ${config.adminUsername} with ${password}`);
      }
      console.log(
        `Seeding ${options.orders} orders (seed ${options.seed}, ${options.days} days up to ${options.now.toISOString()})…`,
      );
      const result = await app.seedDemoWith(options, reset, (state) =>
        console.log(`  the seed job is ${jobStates[state] ?? state}`),
      );
      if (!result.seeded) {
        console.error(
          `The database already has ${result.existingOrders} orders; run with --reset to replace the marketplace data.`,
        );
        process.exitCode = 1;
        return;
      }
      for (const [table, rows] of Object.entries(result.counts)) {
        console.log(`  ${table.padEnd(30)} ${rows}`);
      }
      console.log(`Loaded in ${(result.elapsedMs / 1000).toFixed(1)} s`);
    } finally {
      await app.close();
    }
  } finally {
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
