import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  access,
  chown,
  lstat,
  mkdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { lockDataFolder } from './data-folder-lock.js';
import { findFreePort } from './free-port.js';
import { stopOrphanedPostmaster } from './orphan-postmaster.js';
import { canReach, type PostgresAccount, postgresAccount } from './postgres-account.js';
import { type PostgresPrograms, postgresPrograms, SHARED_FOLDER } from './postgres-install.js';

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
/** Messages in English whatever the machine's language: the start waits for one of them. */
const ENGLISH = { ...process.env, LC_MESSAGES: 'C' };

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
 * The cluster's folder: `<dataDir>/pg`, or where that link points. When `postgres` cannot reach
 * `dataDir` (a server run as root from a private folder), a new cluster is made under
 * SHARED_FOLDER instead, and `<dataDir>/pg` links to it.
 */
async function clusterFolder(dataDir: string, account?: PostgresAccount): Promise<string> {
  const inDataDir = join(dataDir, 'pg');
  const made = await lstat(inDataDir).then(
    () => true,
    () => false,
  );
  if (!made) {
    if (account && !(await canReach(account, dataDir))) {
      const name = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
      const shared = join(SHARED_FOLDER, 'clusters', name);
      await mkdir(shared, { recursive: true });
      await symlink(shared, inDataDir);
    } else {
      await mkdir(inDataDir);
    }
  }
  const folder = await realpath(inDataDir);
  if (account) await chown(folder, account.uid, account.gid);
  return folder;
}

/** A child's output, line by line, to `log`. */
function forwardLines(child: ChildProcess, log: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', log);
  }
}

async function initialise(
  programs: PostgresPrograms,
  clusterDir: string,
  password: string,
  account: PostgresAccount | undefined,
  log: (line: string) => void,
): Promise<void> {
  // initdb reads the password from a file; this one sits where `postgres` reaches, briefly.
  const passwordFile = join(dirname(clusterDir), `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (account) await chown(passwordFile, account.uid, account.gid);
    const initdb = spawn(
      programs.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      { ...account, env: ENGLISH },
    );
    forwardLines(initdb, log);
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb exited with ${code}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Runs `postgres` until it accepts connections; its `stop` ends it with a fast shutdown. */
async function run(
  programs: PostgresPrograms,
  clusterDir: string,
  port: number,
  account: PostgresAccount | undefined,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const postgres = spawn(
    programs.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      // TCP on loopback only, and no Unix socket that could collide with an installed PostgreSQL.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
    ],
    // Its own process group: a Ctrl-C in the terminal reaches the server, which stops Fastify
    // before PostgreSQL.
    { ...account, env: ENGLISH, detached: true },
  );
  const exited = new Promise<void>((resolve) => postgres.once('exit', () => resolve()));
  // A server that ends in any way but SIGKILL takes its PostgreSQL with it.
  const stopOnExit = () => postgres.kill('SIGINT');
  process.once('exit', stopOnExit);
  await new Promise<void>((resolve, reject) => {
    forwardLines(postgres, (line) => {
      log(line);
      if (line.includes('database system is ready to accept connections')) resolve();
    });
    postgres.once('error', reject);
    postgres.once('exit', (code) => reject(new Error(`postgres exited with ${code}`)));
  }).catch((error) => {
    process.off('exit', stopOnExit);
    throw error;
  });
  return async () => {
    process.off('exit', stopOnExit);
    if (postgres.exitCode === null && postgres.signalCode === null) postgres.kill('SIGINT');
    await exited;
  };
}

/**
 * Runs a real PostgreSQL on 127.0.0.1 and a free port, with its data in `<dataDir>/pg`, after
 * locking `dataDir` against a second server (DataFolderInUseError). Recovers from a previous run
 * that was killed: see stopOrphanedPostmaster.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, onLog = () => {} } = options;
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataFolder(dataDir);

  const recentLines: string[] = [];
  const log = (line: string) => {
    const text = line.trim();
    if (text === '') return;
    recentLines.push(text);
    if (recentLines.length > 20) recentLines.shift();
    onLog(text);
  };
  let clusterDir = join(dataDir, 'pg');
  const failure = (step: string) => (error: unknown) => {
    const detail = [(error as Error).message, ...recentLines].join('\n');
    throw new Error(`Embedded PostgreSQL failed to ${step} in ${clusterDir}:\n${detail}`);
  };

  try {
    const account = await postgresAccount();
    const programs = await postgresPrograms(account);
    clusterDir = await clusterFolder(dataDir, account);
    const password = await readOrCreatePassword(join(dataDir, 'pg-password'));
    if (!(await exists(join(clusterDir, 'PG_VERSION')))) {
      await initialise(programs, clusterDir, password, account, log).catch(failure('initialise'));
    }
    await stopOrphanedPostmaster(clusterDir);
    const port = await findFreePort();
    const stop = await run(programs, clusterDir, port, account, log).catch(failure('start'));
    return {
      url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      stop: () => stop().finally(unlock),
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
