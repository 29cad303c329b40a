import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ensureFirstAdmin } from '../auth/first-admin.js';
import { SealedSecretError, type SecretSeal, secretSeal } from '../auth/sealed-secrets.js';
import { ConfigError, type DatabasePooler } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { migrateUnderLock } from '../db/migrate.js';
import { scopedDatabase } from '../history/write-scope.js';
import { sealKeptSecrets } from '../repos/two-step.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database every route reads and writes (its pool closes with the app); inside a write
     * call, that call's transaction (history/write-scope.ts).
     */
    readonly db: Database;
    /** The database's connections, for what drizzle does not do (COPY, LISTEN, a health probe). */
    readonly pool: pg.Pool;
    /** Whether this start created the first administrator (the database had none). */
    readonly createdFirstAdmin: boolean;
    /** Seals and opens the secrets the database keeps for the server (sealed-secrets.ts). */
    readonly secretSeal: SecretSeal;
  }
}

export interface DatabaseOptions {
  readonly databaseUrl: string;
  /** What `databaseUrl` reaches: PostgreSQL, or a pooler in transaction mode (config.ts). */
  readonly databasePooler: DatabasePooler;
  /** PostgreSQL itself, for the migrations' session lock; `databaseUrl` when unset. */
  readonly databaseDirectUrl: string | undefined;
  /** The connections opened at start and kept (plugins/warm-pool.ts). */
  readonly databaseWarmConnections: number;
  /** The first administrator, created when the database has none. */
  readonly adminUsername: string;
  readonly adminPassword: string;
  /** The key of the secrets the database keeps (config.ts's ENCRYPTION_KEY). */
  readonly encryptionKey: Buffer;
}

/**
 * The secrets kept sealed (`sealKeptSecrets`); a key that does not open them is the operator's
 * to fix, said as a configuration mistake.
 */
async function sealSecrets(db: Database, seal: SecretSeal): Promise<void> {
  try {
    await sealKeptSecrets(db, seal);
  } catch (error) {
    if (error instanceof SealedSecretError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * The database: connects, migrates it (one instance at a time), seals the secrets it keeps and
 * creates the first administrator when there is none. Its pool closes with the app.
 */
const database: FastifyPluginAsync<DatabaseOptions> = async (app, options) => {
  const { db, pool } = connectDatabase(
    options.databaseUrl,
    options.databasePooler,
    options.databaseWarmConnections,
  );
  app.addHook('onClose', async () => {
    await pool.end();
  });
  app.decorate('db', scopedDatabase(db));
  app.decorate('pool', pool);
  const seal = secretSeal(options.encryptionKey);
  app.decorate('secretSeal', seal);
  const directUrl = options.databaseDirectUrl ?? options.databaseUrl;
  const createdFirstAdmin = await migrateUnderLock(directUrl, async (locked) => {
    await sealSecrets(locked, seal);
    return ensureFirstAdmin(locked, options.adminUsername, options.adminPassword);
  });
  app.decorate('createdFirstAdmin', createdFirstAdmin);
};

export const databasePlugin = fp(database, { name: 'database', fastify: '5.x' });
