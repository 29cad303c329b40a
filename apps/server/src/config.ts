import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** The most connections the app's pool to DATABASE_URL opens (db/client.ts). */
export const DATABASE_POOL_SIZE = 10;

export interface Config {
  readonly port: number;
  readonly host: string;
  /** An external PostgreSQL; when absent the server runs an embedded one in `dataDir/pg`. */
  readonly databaseUrl: string | undefined;
  /** Streaming replicas of DATABASE_URL that operators' reads may go to (db/replicas.ts). */
  readonly replicaUrls: readonly string[];
  /** A replica further behind the primary than this is left out until it catches up. */
  readonly replicaMaxLagSeconds: number;
  /** What stands between the server and PostgreSQL on `databaseUrl` (see DatabasePooler). */
  readonly databasePooler: DatabasePooler;
  /**
   * A connection straight to PostgreSQL (DATABASE_DIRECT_URL) for what a pooler in transaction
   * mode cannot carry: the LISTEN connection, and migrations and queue creation under session
   * advisory locks. Unset: `databaseUrl`, which then reaches PostgreSQL directly.
   */
  readonly databaseDirectUrl: string | undefined;
  /**
   * How many of the pool's connections are opened at start, and kept, each with the Dashboard's
   * statements prepared (DATABASE_WARM_CONNECTIONS; plugins/warm-pool.ts): the first calls then
   * pay neither a new connection nor planning. 0 opens connections as calls need them.
   */
  readonly databaseWarmConnections: number;
  readonly dataDir: string;
  readonly adminUsername: string;
  readonly adminPassword: string;
  /** `generated` when ADMIN_PASSWORD was unset: the password is shown once, at first start. */
  readonly adminPasswordSource: 'env' | 'generated';
  readonly tokenTtlHours: number;
  readonly consoleDir: string;
  /** The elements' one-file build the server publishes at /elements/ (ELEMENTS_DIR). */
  readonly elementsDir: string;
  /**
   * The other sites' origins whose pages may call the API (CORS_ORIGINS), e.g. a tool that
   * embeds the elements: `https://tools.example.com`. Empty: only the console's own origin.
   */
  readonly corsOrigins: readonly string[];
  /** The built element catalogue (Storybook) served at /catalogue/. */
  readonly catalogueDir: string;
  readonly logLevel: LogLevel;
  /**
   * The proxies whose X-Forwarded-For is believed about the client address, which sign-in limits
   * count by: addresses, CIDR ranges or proxy-addr's names (`loopback`, …). Empty: nobody's.
   */
  readonly trustProxy: readonly string[];
  /**
   * Whether a database without orders gets the demo marketplace at start: SEED_DEMO, by
   * default true for the embedded database and false for an external DATABASE_URL.
   */
  readonly seedDemo: boolean;
  /** How many orders the first-start demo data has (DEMO_ORDERS). */
  readonly demoOrders: number;
  /** How an upload's body must arrive (see UploadPace). */
  readonly uploadPace: UploadPace;
  /** How bulk runs work their rows (see BulkRunPace). */
  readonly bulkRunPace: BulkRunPace;
  /**
   * How long a stopping instance lets the jobs it runs finish (JOB_DRAIN_SECONDS): past it,
   * they record their progress and go back to the queue, for another instance to take up.
   */
  readonly jobDrainSeconds: number;
  /**
   * The key that encrypts the secrets the database keeps for the server (operators'
   * authenticator secrets): ENCRYPTION_KEY, 32 bytes as 64 hexadecimal digits. Required in
   * production (NODE_ENV=production); elsewhere `DEVELOPMENT_ENCRYPTION_KEY` when unset.
   */
  readonly encryptionKey: Buffer;
}

/**
 * The key outside production when ENCRYPTION_KEY is unset: written here, so no secret at all; it
 * keeps a development database's secrets as a production one keeps them, nothing more.
 */
export const DEVELOPMENT_ENCRYPTION_KEY = Buffer.from('satchel-admin-development-key-32', 'utf8');

/**
 * DATABASE_POOLER: `none` when DATABASE_URL reaches PostgreSQL itself (or a pooler in session
 * mode); `transaction` when it reaches a pooler in transaction mode, such as PgBouncer, which
 * hands each transaction whichever server connection is free. Said, not detected: a pooler
 * answers as PostgreSQL does, and guessing wrong either breaks every list (named statements on
 * the wrong server connection) or loses notifications. With `transaction`, statements are sent
 * unnamed (db/client.ts) and what needs a session of its own uses DATABASE_DIRECT_URL.
 */
export type DatabasePooler = 'none' | 'transaction';
const databasePoolers: readonly DatabasePooler[] = ['none', 'transaction'];

/**
 * Rows per transaction of a bulk run (BULK_RUN_BATCH_SIZE, default 1000) and a pause after each
 * batch but the last (BULK_RUN_PAUSE_MS, default 0), which a cancel ends at once: end-to-end
 * tests slow a run down with it so that cancelling one is deterministic, never a race.
 */
export interface BulkRunPace {
  readonly batchSize: number;
  readonly pauseMs: number;
}

/**
 * The pace an upload's body must keep, so that slow senders cannot hold what others need (the
 * import slots, a connection): nothing for `idleSeconds` (UPLOAD_IDLE_SECONDS), or on average
 * under `minBytesPerSecond` (UPLOAD_MIN_BYTES_PER_SECOND) once `idleSeconds` have passed, ends
 * it with 408. An import waits at most `importWaitSeconds` (IMPORT_WAIT_SECONDS) for its turn
 * before it is answered 503 with Retry-After.
 */
export interface UploadPace {
  readonly idleSeconds: number;
  readonly minBytesPerSecond: number;
  readonly importWaitSeconds: number;
}

/** A configuration mistake the operator can fix; main.ts prints it without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Both src/ and dist/ sit directly under apps/server, so one relative path serves both. */
const fromServerFolder = (relative: string) =>
  fileURLToPath(new URL(`../${relative}`, import.meta.url));

const MIN_PASSWORD_LENGTH = 6;

/** The address ranges proxy-addr (Fastify's trustProxy) knows by name. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A scheme, host and optional port, nothing else: what a browser sends as Origin. */
function isOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const number = (name: string, fallback: number, check: (n: number) => boolean, rule: string) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !check(value)) {
      problems.push(`${name} must be ${rule} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = number(
    'PORT',
    8080,
    (n) => Number.isInteger(n) && n <= 65535,
    'an integer from 0 to 65535',
  );
  const tokenTtlHours = number('TOKEN_TTL_HOURS', 12, (n) => n > 0, 'a positive number of hours');

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const databasePooler = (text('DATABASE_POOLER') ?? 'none').toLowerCase();
  if (!databasePoolers.includes(databasePooler as DatabasePooler)) {
    problems.push(
      `DATABASE_POOLER must be one of ${databasePoolers.join(', ')} (got "${databasePooler}")`,
    );
  }
  const databaseDirectUrl = text('DATABASE_DIRECT_URL');
  if (databaseDirectUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseDirectUrl)) {
    problems.push('DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL');
  }
  if (databasePooler === 'transaction' && (!databaseUrl || !databaseDirectUrl)) {
    // Through the pooler, a migration's session lock could stay held on a server connection
    // the pooler keeps, and LISTEN would hear nothing: both need PostgreSQL itself.
    problems.push(
      'DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (PostgreSQL itself)',
    );
  }

  const adminUsername = text('ADMIN_USERNAME') ?? 'admin';
  if (adminUsername.length > 200) problems.push('ADMIN_USERNAME must be at most 200 characters');

  // Not trimmed: spaces may be part of a password.
  const envPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (envPassword !== undefined && envPassword.trim().length < MIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!logLevels.includes(logLevel as LogLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);
  }

  // Only listed proxies: `true` or a hop count would believe any client that forges the header.
  const trustProxyText = text('TRUST_PROXY')?.toLowerCase() ?? 'false';
  const trustProxy =
    trustProxyText === 'false' ? [] : trustProxyText.split(',').map((entry) => entry.trim());
  if (!trustProxy.every(isProxyAddress)) {
    problems.push(
      `TRUST_PROXY must list the proxies' addresses, e.g. 127.0.0.1,10.0.0.0/8 (got "${trustProxyText}")`,
    );
  }

  const replicaUrls = (text('DATABASE_REPLICA_URLS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (replicaUrls.some((url) => !/^postgres(ql)?:\/\//.test(url))) {
    problems.push(
      'DATABASE_REPLICA_URLS must list postgres:// or postgresql:// URLs, comma-separated',
    );
  }
  if (replicaUrls.length > 0 && databaseUrl === undefined) {
    problems.push('DATABASE_REPLICA_URLS needs DATABASE_URL: the replicas follow that primary');
  }
  const replicaMaxLagSeconds = number(
    'REPLICA_MAX_LAG_SECONDS',
    5,
    (n) => n > 0 && n <= 3600,
    'a positive number of seconds up to 3600',
  );

  const databaseWarmConnections = number(
    'DATABASE_WARM_CONNECTIONS',
    DATABASE_POOL_SIZE,
    (n) => Number.isInteger(n) && n <= DATABASE_POOL_SIZE,
    `a whole number from 0 to ${DATABASE_POOL_SIZE} (the pool's size)`,
  );

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const notOrigins = corsOrigins.filter((entry) => !isOrigin(entry));
  if (notOrigins.length > 0) {
    problems.push(
      `CORS_ORIGINS must list origins such as https://tools.example.com (got "${notOrigins.join('", "')}")`,
    );
  }

  const demoOrders = number(
    'DEMO_ORDERS',
    20_000,
    (n) => Number.isInteger(n) && n >= 1,
    'a whole number of orders, at least 1',
  );

  const positiveSeconds = (name: string, fallback: number) =>
    number(name, fallback, (n) => n > 0, 'a positive number of seconds');
  const uploadPace: UploadPace = {
    idleSeconds: positiveSeconds('UPLOAD_IDLE_SECONDS', 30),
    minBytesPerSecond: number(
      'UPLOAD_MIN_BYTES_PER_SECOND',
      1024,
      (n) => Number.isInteger(n),
      'a whole number of bytes per second',
    ),
    importWaitSeconds: positiveSeconds('IMPORT_WAIT_SECONDS', 10),
  };

  const bulkRunPace: BulkRunPace = {
    batchSize: number(
      'BULK_RUN_BATCH_SIZE',
      1000,
      (n) => Number.isInteger(n) && n >= 1 && n <= 10_000,
      'a whole number of rows from 1 to 10000',
    ),
    pauseMs: number(
      'BULK_RUN_PAUSE_MS',
      0,
      (n) => Number.isInteger(n) && n <= 600_000,
      'a whole number of milliseconds up to 600000',
    ),
  };

  const jobDrainSeconds = number(
    'JOB_DRAIN_SECONDS',
    20,
    (n) => n > 0 && n <= 600,
    'a positive number of seconds up to 600',
  );

  const encryptionKeyText = text('ENCRYPTION_KEY');
  if (encryptionKeyText !== undefined && !/^[0-9a-fA-F]{64}$/.test(encryptionKeyText)) {
    problems.push(
      'ENCRYPTION_KEY must be 32 bytes as 64 hexadecimal digits (make one with `openssl rand -hex 32`)',
    );
  }
  if (encryptionKeyText === undefined && env.NODE_ENV === 'production') {
    problems.push(
      'ENCRYPTION_KEY must be set in production: 32 bytes as 64 hexadecimal digits (`openssl rand -hex 32`), the same on every instance',
    );
  }

  const seedDemoText = text('SEED_DEMO')?.toLowerCase();
  if (seedDemoText !== undefined && seedDemoText !== 'true' && seedDemoText !== 'false') {
    problems.push(`SEED_DEMO must be true or false (got "${seedDemoText}")`);
  }

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }

  return {
    port,
    host: text('HOST') ?? 'localhost',
    databaseUrl,
    databasePooler: databasePooler as DatabasePooler,
    databaseDirectUrl,
    databaseWarmConnections,
    dataDir: resolve(text('DATA_DIR') ?? fromServerFolder('data')),
    adminUsername,
    adminPassword: envPassword ?? randomBytes(18).toString('base64url'),
    adminPasswordSource: envPassword === undefined ? 'generated' : 'env',
    tokenTtlHours,
    consoleDir: resolve(text('CONSOLE_DIR') ?? fromServerFolder('../console/dist')),
    elementsDir: resolve(
      text('ELEMENTS_DIR') ?? fromServerFolder('../../packages/elements/dist/embed'),
    ),
    corsOrigins,
    catalogueDir: resolve(
      text('CATALOGUE_DIR') ?? fromServerFolder('../../packages/elements/storybook-static'),
    ),
    logLevel: logLevel as LogLevel,
    trustProxy,
    replicaUrls,
    replicaMaxLagSeconds,
    seedDemo: seedDemoText === undefined ? databaseUrl === undefined : seedDemoText === 'true',
    demoOrders,
    uploadPace,
    bulkRunPace,
    jobDrainSeconds,
    encryptionKey:
      encryptionKeyText === undefined
        ? DEVELOPMENT_ENCRYPTION_KEY
        : Buffer.from(encryptionKeyText, 'hex'),
  };
}
