/**
 * The real server on a database of its own, as an operator starts it: `node
 * apps/server/dist/main.js` serving the built console and the API. Used by the end-to-end tests
 * and the Lighthouse benchmark.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@satchel/server';
import pg from 'pg';
import { stopProcess } from '../../../../scripts/child-process.mjs';
import { admin } from './credentials.js';

const serverMain = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A database for this run: a new one on TEST_DATABASE_URL's server, else an embedded PostgreSQL. */
async function provisionDatabase(): Promise<{ url: string; release: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'satchel-e2e-pg-'));
    await chmod(dataDir, 0o755); // PostgreSQL runs as `postgres` when the tests run as root.
    const embedded = await startEmbeddedPostgres({ dataDir });
    return {
      url: embedded.url,
      release: async () => {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `satchel_e2e_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client(serverUrl);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    release: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * How long the server may take to say where it runs: generous, because a loaded machine (two
 * cores, load 6 to 8) took more than 30 s to start a server.
 */
const READY_WITHIN_MS = 180_000;
/**
 * Starts `node apps/server/dist/main.js` as an operator would, and waits for its address; a
 * server that exits first or is not ready within the bound is stopped and the start fails.
 */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stopProcess(child).finally(() =>
        reject(new Error(`server not ready within ${READY_WITHIN_MS / 1000} s:\n${output}`)),
      );
    }, READY_WITHIN_MS);
    const collect = (chunk: Buffer) => {
      output += chunk;
      const started = /Satchel Admin is running at (\S+)/.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: started[1] });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export interface ServedConsole {
  /** Where the server serves the built console and the API. */
  readonly url: string;
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

/** A fresh database (see provisionDatabase) and the server on it, signed in as `admin`. */
export async function serveConsole(env: NodeJS.ProcessEnv = {}): Promise<ServedConsole> {
  const database = await provisionDatabase();
  const { child, url } = await startServer({
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    ...env,
  }).catch(async (error) => {
    await database.release();
    throw error;
  });
  return {
    url,
    databaseUrl: database.url,
    stop: async () => {
      await stopProcess(child);
      await database.release();
    },
  };
}
