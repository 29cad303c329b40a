import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The app's memory, in bytes, as `process.memoryUsage()` gives it. */
export interface MemorySample {
  readonly rss: number;
  readonly heapUsed: number;
}

export interface AppProcess {
  readonly baseUrl: string;
  /** The memory the app holds live, after a garbage collection (needs `exposeGc`). */
  liveMemory(): Promise<MemorySample>;
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  /** More environment for serve-app.ts (its limits, memory sampling). */
  readonly env?: Readonly<Record<string, string>>;
  /** Every JSON line the app prints after the first (its memory samples). */
  readonly onLine?: (value: unknown) => void;
  /** Runs the app with `--expose-gc`, for `liveMemory`. */
  readonly exposeGc?: boolean;
}

/**
 * Starts bench/orders/serve-app.ts on `databaseUrl` and waits until it listens and is ready.
 * BENCH_APP_NODE_ARGS gives the app's Node.js more flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp`
 * to profile it under a benchmark's load.
 */
export async function startAppProcess(
  serverDir: string,
  databaseUrl: string,
  { env = {}, onLine, exposeGc = false }: AppProcessOptions = {},
): Promise<AppProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(exposeGc ? ['--expose-gc'] : []),
      '--conditions=@satchel/source',
      '--import',
      'tsx',
      'bench/orders/serve-app.ts',
    ],
    {
      cwd: serverDir,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  /** Who waits for the sample the app prints after a SIGUSR2. */
  let sampleWaiter: ((sample: MemorySample) => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before listening`)));
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
      lines.on('line', (next) => {
        const value: unknown = JSON.parse(next);
        if (sampleWaiter) {
          sampleWaiter(value as MemorySample);
          sampleWaiter = undefined;
        } else {
          onLine?.(value);
        }
      });
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // As a load balancer would: no call before the instance says it is ready (its pool warmed,
  // plugins/warm-pool.ts). The readiness check answers once it is.
  const ready = await fetch(`${baseUrl}/health/ready`);
  if (!ready.ok) throw new Error(`the app is not ready: ${ready.status} ${await ready.text()}`);
  return {
    baseUrl,
    liveMemory: () =>
      new Promise((resolve) => {
        sampleWaiter = resolve;
        child.kill('SIGUSR2');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
