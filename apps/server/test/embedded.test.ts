import { execFile } from 'node:child_process';
import { chmod, cp, lstat, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { postgresAccount } from '../src/db/postgres-account.js';
import { postgresPrograms } from '../src/db/postgres-install.js';

const run = promisify(execFile);
let privateFolder: string;
const leftOutside: string[] = [];

beforeAll(async () => {
  // Like a home folder of mode 700 or `mktemp -d`: only its owner may enter.
  privateFolder = await mkdtemp(join(tmpdir(), 'satchel-private-'));
  await chmod(privateFolder, 0o700);
});
afterAll(async () => {
  for (const folder of leftOutside) await rm(folder, { recursive: true, force: true });
  await rm(privateFolder, { recursive: true, force: true });
});

const selectOne = async (url: string) => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
};

describe('the embedded PostgreSQL in a private folder', () => {
  it('runs with its data folder under a folder of mode 700, and again after a stop', async () => {
    const dataDir = join(privateFolder, 'data');
    const first = await startEmbeddedPostgres({ dataDir });
    const cluster = await realpath(join(dataDir, 'pg'));
    if (cluster !== join(dataDir, 'pg')) leftOutside.push(cluster);
    try {
      expect(await selectOne(first.url)).toBe(1);
    } finally {
      await first.stop();
    }
    // The lock went with the stop, and the cluster is found again.
    await expect(lstat(join(dataDir, 'server.lock'))).rejects.toThrow();
    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await selectOne(second.url)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('runs PostgreSQL installed under a folder of mode 700 (a clone in a private home)', async () => {
    const account = await postgresAccount();
    const { postgres } = await postgresPrograms(account);
    const installFolder = join(postgres, '..', '..');
    const privateInstall = join(privateFolder, 'native');
    await cp(installFolder, privateInstall, { recursive: true, verbatimSymlinks: true });
    const version = `test-${process.pid}-${Date.now()}`;
    const programs = await postgresPrograms(account, { folder: privateInstall, version });
    if (!programs.postgres.startsWith(privateInstall)) {
      leftOutside.push(join(programs.postgres, '..', '..'));
    }
    const { stdout } = await run(programs.postgres, ['--version'], account ?? {});
    expect(stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
  });
});
