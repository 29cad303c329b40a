import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { STOP_WITHIN_MS, stopProcess } from '../../../../scripts/child-process.mjs';
import { stopOrphanedPostmaster } from '../../src/db/orphan-postmaster.js';
import { ADMIN } from './app.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a server may take to say it is ready: generous, because on a loaded machine (two
 * cores, load 6 to 8) starting the server and its embedded PostgreSQL took more than 30 s.
 */
export const READY_WITHIN_MS = 180_000;

/**
 * A test that starts servers needs time for two starts and stops at worst; vitest's own
 * timeout is a ceiling for tests without processes.
 */
export const PROCESS_TEST_TIMEOUT_MS = 2 * READY_WITHIN_MS + 2 * STOP_WITHIN_MS;

export interface StartedServer {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything it printed until it was ready. */
  readonly output: string;
}

/**
 * `node src/main.ts` as `npm start` runs it, with `env` over this process's environment
 * (an `undefined` value removes the variable); `output()` is everything it has printed so far.
 */
export function spawnServerProcess(env: Readonly<Record<string, string | undefined>>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(
    process.execPath,
    ['--conditions=@satchel/source', '--import', 'tsx', 'src/main.ts'],
    { cwd: serverDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, output: () => output };
}

/**
 * Resolves once the spawned server prints where it runs and how to sign in; rejects when it
 * exits first or is not ready within `readyWithinMs` (what it printed is in the error). It does
 * not stop the server: whoever spawned it does, in its cleanup.
 */
export function whenReady(
  { child, output }: ReturnType<typeof spawnServerProcess>,
  readyWithinMs = READY_WITHIN_MS,
): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
      outcome();
    };
    const onData = () => {
      const printed = output();
      const url = /Satchel Admin is running at (\S+)/.exec(printed)?.[1];
      if (url && /^Sign in as .*$/m.test(printed)) {
        settle(() => resolve({ child, url, output: printed }));
      }
    };
    const onExit = (code: number | null) =>
      settle(() => reject(new Error(`server exited with ${code}:\n${output()}`)));
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`server not ready within ${readyWithinMs / 1000} s:\n${output()}`)),
        ),
      readyWithinMs,
    );
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
    onData();
  });
}

/**
 * The server processes (and any other process given to `track`) and data folders of the current test, each stopped or removed in the
 * test's own cleanup (`afterEach`), whether it passed, failed or timed out: a slow case can
 * leave nothing running for the next. Call once per test file, at its top level.
 */
export function useServerProcesses() {
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  afterEach(
    async () => {
      await Promise.all(children.splice(0).map(stopProcess));
      for (const dataDir of dataDirs.splice(0)) {
        // A server killed hard leaves its embedded PostgreSQL running on the folder.
        await stopOrphanedPostmaster(join(dataDir, 'pg'));
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    2 * STOP_WITHIN_MS + 60_000,
  );

  const spawnTracked = (env: Readonly<Record<string, string | undefined>>) => {
    const spawned = spawnServerProcess(env);
    children.push(spawned.child);
    return spawned;
  };
  return {
    /** Any other process of this test, stopped by its cleanup. */
    track: (child: ChildProcess) => {
      children.push(child);
    },
    /** A server process that this test's cleanup stops. */
    spawn: spawnTracked,
    /** A server process (stopped by this test's cleanup), once it is ready. */
    start: (env: Readonly<Record<string, string | undefined>>) => whenReady(spawnTracked(env)),
    /** A new empty data folder of this test, removed by its cleanup. */
    async dataDir(): Promise<string> {
      const dataDir = await mkdtemp(join(tmpdir(), 'satchel-process-test-'));
      // PostgreSQL runs as the `postgres` account when the tests run as root.
      await chmod(dataDir, 0o755);
      dataDirs.push(dataDir);
      return dataDir;
    },
  };
}

/** A server process on `databaseUrl` (no demo data), signed in as the test administrator. */
export async function startServerOn(
  servers: ReturnType<typeof useServerProcesses>,
  databaseUrl: string,
): Promise<StartedServer & { readonly token: string }> {
  const started = await servers.start({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  return { ...started, token: await signInTo(started.url) };
}

/** Signs the test administrator in at `url` (a server or a balancer in front of servers). */
export async function signInTo(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
