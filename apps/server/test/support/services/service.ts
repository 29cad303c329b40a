import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopProcess } from '../../../../../scripts/child-process.mjs';
import { postgresAccount } from '../../../src/db/postgres-account.js';

/**
 * How long a service may take to accept connections: generous, for a loaded machine (two cores
 * shared by several suites); a service that is up answers long before.
 */
export const SERVICE_READY_WITHIN_MS = 60_000;
/** How much of a service's output is kept for an error message. */
const KEPT_OUTPUT_CHARS = 20_000;

export interface ServiceOptions {
  /** Names its folder (`satchel-pgbouncer-…`) and its errors. */
  readonly name: string;
  readonly program: string;
  /** Its arguments, given its folder. */
  readonly args: (folder: string) => readonly string[];
  /** The files it reads, by name in its folder, written before it starts. */
  readonly files: (folder: string) => Readonly<Record<string, string>>;
  /** The port on 127.0.0.1 that it accepts connections on once it is ready. */
  readonly port: number;
  readonly readyWithinMs?: number;
}

/** A program the test started, in a folder of its own. */
export interface Service {
  readonly folder: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything it printed so far (the last `KEPT_OUTPUT_CHARS`). */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL) and removes its folder; twice is once. */
  stop(): Promise<void>;
}

/** Services still running, stopped hard if the test process exits without stopping them. */
const running = new Set<{ child: ChildProcess; folder: string }>();
process.once('exit', () => {
  for (const { child, folder } of running) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
});

/** Whether something accepts TCP connections on 127.0.0.1:`port` right now. */
const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts `program` in the foreground, in a new folder holding its `files`, and resolves once it
 * accepts connections on its port; rejects, with what it printed, when it exits first or is not
 * ready within `readyWithinMs` (it is stopped then). As root it runs as the `postgres` account,
 * as PostgreSQL and PgBouncer must, and its folder is that account's. The caller stops it (in
 * its test's cleanup); one left running when the test process exits is killed there.
 */
export async function startService(options: ServiceOptions): Promise<Service> {
  const folder = await mkdtemp(join(tmpdir(), `satchel-${options.name}-`));
  const account = await postgresAccount();
  for (const [name, text] of Object.entries(options.files(folder))) {
    await writeFile(join(folder, name), text);
    if (account) await chown(join(folder, name), account.uid, account.gid);
  }
  if (account) await chown(folder, account.uid, account.gid);

  const child = spawn(options.program, [...options.args(folder)], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(account && { uid: account.uid, gid: account.gid }),
  });
  const entry = { child, folder };
  running.add(entry);
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let exitCode: number | null | undefined;
  child.once('exit', (code) => {
    exitCode = code;
  });
  child.once('error', (error) => {
    collect(Buffer.from(`${error.message}\n`));
    exitCode = -1;
  });

  let stopping: Promise<void> | undefined;
  const service: Service = {
    folder,
    port: options.port,
    child,
    output: () => printed,
    stop: () => {
      stopping ??= (async () => {
        await stopProcess(child);
        running.delete(entry);
        await rm(folder, { recursive: true, force: true });
      })();
      return stopping;
    },
  };

  const deadline = performance.now() + (options.readyWithinMs ?? SERVICE_READY_WITHIN_MS);
  for (let wait = 10; ; wait = Math.min(wait * 2, 500)) {
    if (exitCode !== undefined) {
      await service.stop();
      throw new Error(`${options.name} exited with ${exitCode} before it was ready:\n${printed}`);
    }
    if (await accepts(options.port)) return service;
    if (performance.now() > deadline) {
      await service.stop();
      throw new Error(`${options.name} was not ready on port ${options.port} in time:\n${printed}`);
    }
    // Polling the port: a program says nothing when it starts to accept.
    await sleep(wait);
  }
}
