import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited } from '../../../scripts/child-process.mjs';
import { isProcessAlive } from '../src/db/orphan-postmaster.js';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-process.js';

const servers = useServerProcesses();

/** The environment of a server on the embedded database in `dataDir`, its demo kept small. */
const onDataDir = (dataDir: string) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  DEMO_ORDERS: '300',
  DATABASE_URL: undefined,
  ADMIN_PASSWORD: undefined,
  ADMIN_USERNAME: undefined,
});

/** The server on the embedded database in `dataDir`, once it runs. */
const startOnDataDir = async (dataDir: string) => {
  const server = await servers.start(onDataDir(dataDir));
  return { ...server, signInHint: /^Sign in as .*$/m.exec(server.output)![0] };
};

const signIn = (url: string, password: string) =>
  fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });

/** How many orders the server holds, asked as an operator would. */
const orderCount = async (url: string, password: string): Promise<number> => {
  const { data } = (await (await signIn(url, password)).json()) as { data: { token: string } };
  const answer = await fetch(`${url}/api/v1/sales/orders?includeTotal=true&limit=1`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  return ((await answer.json()) as { data: { totalOrders: number } }).data.totalOrders;
};

const postmasterPid = async (dataDir: string) =>
  Number.parseInt(
    (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]!,
    10,
  );

describe('the server process with its embedded PostgreSQL', () => {
  it(
    'survives SIGKILL with its data and stops PostgreSQL on SIGTERM',
    async () => {
      const dataDir = await servers.dataDir();
      const first = await startOnDataDir(dataDir);
      const password = /^Sign in as admin with password (\S+)$/.exec(first.signInHint)?.[1];
      expect(password).toBeDefined();
      expect((await signIn(first.url, password!)).status).toBe(200);
      // The first start on an empty embedded database seeded the demo marketplace.
      expect(await orderCount(first.url, password!)).toBe(300);
      const orphan = await postmasterPid(dataDir);
      expect((await stat(join(dataDir, 'pg-password'))).mode & 0o777).toBe(0o600);

      first.child.kill('SIGKILL');
      await exited(first.child);
      expect(await isProcessAlive(orphan)).toBe(true);

      const second = await startOnDataDir(dataDir);
      expect(second.signInHint).toBe('Sign in as admin with the password printed at first start');
      expect((await signIn(second.url, password!)).status).toBe(200);
      // Every committed row survived, and the demo data was not seeded twice.
      expect(await orderCount(second.url, password!)).toBe(300);
      expect(await isProcessAlive(orphan)).toBe(false);
      const postgres = await postmasterPid(dataDir);

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      expect(await isProcessAlive(postgres)).toBe(false);
      await expect(stat(join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a second start on the same data folder in one line, leaving the first unharmed',
    async () => {
      const dataDir = await servers.dataDir();
      const first = await startOnDataDir(dataDir);
      const postgres = await postmasterPid(dataDir);
      const second = servers.spawn(onDataDir(dataDir));
      expect(await exited(second.child)).not.toBe(0);
      const said = second.output().trim().split('\n');
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(
        `Another Satchel Admin server (pid ${first.child.pid}) uses ${dataDir}`,
      );
      expect(await isProcessAlive(postgres)).toBe(true);
      expect((await fetch(`${first.url}/api/docs/openapi.json`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await exited(first.child)).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'starts despite a stale postmaster.pid naming a live process that is not its PostgreSQL',
    async () => {
      const dataDir = await servers.dataDir();
      const first = await startOnDataDir(dataDir);
      first.child.kill('SIGTERM');
      expect(await exited(first.child)).toBe(0);
      // This test process is alive and is not a postgres: it must be neither waited for nor killed.
      await writeFile(join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${dataDir}/pg\n`);
      const server = await startOnDataDir(dataDir);
      expect((await fetch(`${server.url}/api/docs/openapi.json`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
