import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../../src/db/free-port.js';

const run = promisify(execFile);

/** Debian's PostgreSQL programs (the `postgresql` package), the newest installed, or null. */
export function debianPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** One PostgreSQL server of the cluster, in a folder of its own. */
export interface ClusterNode {
  readonly port: number;
  /** The URL of `database` on this node. */
  urlOf(database: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** What the server has logged, for a failure's message. */
  log(): Promise<string>;
}

export interface PrimaryAndReplica {
  readonly primary: ClusterNode;
  readonly replica: ClusterNode;
  /** Creates `database` on the primary (the replica follows) and answers its URLs. */
  createDatabase(database: string): Promise<{ primary: string; replica: string }>;
  /** Pauses or resumes the replica's replay: it stays up but falls behind. */
  pauseReplay(paused: boolean): Promise<void>;
  /** Waits until the replica has replayed all the primary has written. */
  caughtUp(): Promise<void>;
  /** Stops both and removes their folder. */
  remove(): Promise<void>;
}

// PostgreSQL refuses to run as root: as root, its programs run as the `postgres` account.
const asRoot = process.getuid?.() === 0;

async function runAsPostgres(bin: string, program: string, args: readonly string[]) {
  const command = join(bin, program);
  return asRoot
    ? run('runuser', ['-u', 'postgres', '--', command, ...args])
    : run(command, [...args]);
}

function nodeOf(bin: string, folder: string, port: number): ClusterNode {
  const pgCtl = (...args: string[]) => runAsPostgres(bin, 'pg_ctl', ['-D', folder, ...args]);
  return {
    port,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    // Immediate: a node that stops, as a crash or a lost host would, without a clean shutdown.
    stop: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop');
    },
    start: async () => {
      await pgCtl('-l', `${folder}.log`, '-w', '-t', '120', 'start');
    },
    log: () => readFile(`${folder}.log`, 'utf8').catch(() => ''),
  };
}

/** Settings of a throwaway test server: small, and fast rather than durable. */
const settingsOf = (port: number, socketFolder: string) =>
  [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketFolder}'`,
    'shared_buffers = 32MB',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'wal_level = replica',
    'max_wal_senders = 4',
    'hot_standby = on',
    '',
  ].join('\n');

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A primary and a streaming replica of it (PostgreSQL's own replication, set up by
 * pg_basebackup), from Debian's PostgreSQL programs, in a temporary folder of their own.
 */
export async function startPrimaryAndReplica(bin: string): Promise<PrimaryAndReplica> {
  const root = await mkdtemp(join(tmpdir(), 'satchel-cluster-'));
  if (asRoot) await run('chown', ['postgres:postgres', root]);
  const primaryFolder = join(root, 'primary');
  const replicaFolder = join(root, 'replica');
  const [primaryPort, replicaPort] = [await findFreePort(), await findFreePort()];
  const primary = nodeOf(bin, primaryFolder, primaryPort);
  const replica = nodeOf(bin, replicaFolder, replicaPort);
  const started: ClusterNode[] = [];
  const remove = async () => {
    for (const node of started.reverse()) await node.stop().catch(() => {});
    await rm(root, { recursive: true, force: true });
  };
  try {
    await runAsPostgres(bin, 'initdb', ['-D', primaryFolder, '-U', 'postgres', '--auth=trust']);
    await appendFile(join(primaryFolder, 'postgresql.conf'), settingsOf(primaryPort, root));
    await primary.start();
    started.push(primary);
    await runAsPostgres(bin, 'pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaFolder, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    // Appended to a file of the postgres account's: it stays theirs.
    await appendFile(join(replicaFolder, 'postgresql.auto.conf'), settingsOf(replicaPort, root));
    await replica.start();
    started.push(replica);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    primary,
    replica,
    async createDatabase(database) {
      await query(primary.urlOf('postgres'), `create database "${database}"`);
      return { primary: primary.urlOf(database), replica: replica.urlOf(database) };
    },
    async pauseReplay(paused) {
      const url = replica.urlOf('postgres');
      await query(url, paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
      // A pause is a request the replay answers between records (a busy machine may replay one
      // more after it): the replica is paused once it says so, which it does while idle too.
      while (paused) {
        const { rows } = await query(url, 'select pg_get_wal_replay_pause_state() as state');
        if (rows[0].state === 'paused') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async caughtUp() {
      const { rows } = await query(
        primary.urlOf('postgres'),
        'select pg_current_wal_insert_lsn() as at',
      );
      const target = rows[0].at as string;
      for (;;) {
        const replayed = await query(
          replica.urlOf('postgres'),
          `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as done`,
        );
        if (replayed.rows[0].done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    remove,
  };
}
