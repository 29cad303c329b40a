/**
 * The sign-in flood benchmark (issue 10, item 4): 300 concurrent wrong sign-ins, each from an
 * address of its own (behind a trusted proxy, so the per-address limits do not turn them away
 * before Argon2 runs), while an operator loads the console's own files. Target: those files load
 * in under 1 s during the flood. Writes bench-results/login-flood.md (or BENCH_RESULTS).
 *
 * The app runs in a process of its own on a database made for the run on the PostgreSQL
 * server (BENCH_POSTGRES_URL, as for the seeding benchmark; default the local
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. It serves
 * the built console, so `pnpm build` comes first (`pnpm bench` does it).
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppProcess } from './orders/app-process.js';
import { median, percentile } from './orders/percentiles.js';
import { withScratchDatabase } from './postgres.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const resultsFile = resolve(
  serverDir,
  process.env.BENCH_RESULTS ?? join('bench-results', 'login-flood.md'),
);
const SIGN_INS = 300;
/** Loads of the console's files made one after another while the flood lasts. */
const MIN_FILE_LOADS = 20;

/** The console's first load: index.html and the scripts and stylesheets it names. */
async function consoleFiles(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  if (assets.length === 0) throw new Error('the console is not built: run pnpm build first');
  return ['/', ...assets];
}

/** Milliseconds to load every file of the console's first load, one after another. */
async function loadConsole(baseUrl: string, files: readonly string[]): Promise<number> {
  const started = performance.now();
  for (const file of files) {
    const answer = await fetch(`${baseUrl}${file}`, { headers: { 'accept-encoding': 'br' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${file} answered ${answer.status}`);
  }
  return performance.now() - started;
}

/** Runs the crowd (login-flood/wrong-sign-ins.ts) and resolves with the statuses it got. */
function signInCrowd(baseUrl: string): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/login-flood/wrong-sign-ins.ts', baseUrl, String(SIGN_INS)],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(printed) as number[])
        : reject(new Error(`crowd exited ${code}`)),
    ),
  );
}

process.env.TRUST_PROXY = 'loopback';
await withScratchDatabase(serverUrl, 'satchel_bench_login', async (databaseUrl) => {
  const app = await startAppProcess(serverDir, databaseUrl);
  try {
    const files = await consoleFiles(app.baseUrl);
    const quiet: number[] = [];
    for (let round = 0; round < 10; round += 1) quiet.push(await loadConsole(app.baseUrl, files));

    const floodStarted = performance.now();
    const flood = signInCrowd(app.baseUrl);
    let floodOver = false;
    void flood.finally(() => {
      floodOver = true;
    });
    const during: number[] = [];
    while (!floodOver || during.length < MIN_FILE_LOADS) {
      during.push(await loadConsole(app.baseUrl, files));
    }
    const statuses = await flood;
    const floodMs = performance.now() - floodStarted;

    const histogram = new Map<number, number>();
    for (const status of statuses) histogram.set(status, (histogram.get(status) ?? 0) + 1);
    const ms = (value: number) => value.toFixed(1);
    const report = `# Sign-in flood

${new Date().toISOString()} · ${os.cpus().length} cores · load ${os.loadavg()[0]!.toFixed(2)}

${SIGN_INS} concurrent wrong sign-ins, each from its own address (behind a trusted proxy), took
${ms(floodMs)} ms in all; answers: ${[...histogram].map(([status, count]) => `${status} × ${count}`).join(', ')}.
Meanwhile the console's first load (${files.length} files: ${files.join(', ')}) was loaded
${during.length} times, one after another.

| console's first load | p50 ms | p95 ms | max ms |
| --- | --- | --- | --- |
| quiet | ${ms(median(quiet))} | ${ms(percentile(quiet, 95))} | ${ms(Math.max(...quiet))} |
| during the flood | ${ms(median(during))} | ${ms(percentile(during, 95))} | ${ms(Math.max(...during))} |

Target (issue 10): under 1,000 ms during the flood — ${Math.max(...during) < 1000 ? 'met' : 'not met'} (worst ${ms(Math.max(...during))} ms).
`;
    await mkdir(dirname(resultsFile), { recursive: true });
    await writeFile(resultsFile, report);
    console.log(report);
  } finally {
    await app.stop();
  }
});
