/**
 * The bulk run benchmark (issue #29, item 2): a status change of every user (250,000 at the
 * default 1,000,000 orders), from the operator's confirmation (the start call) to the run's
 * end, while 16 clients read the users list's first page; beside it, the same list's p95 with
 * no run (the floor). The run is then reverted (also timed), so the data set stays as seeded.
 * Against the real app in its own process. Writes bench-results/bulk.md (or BENCH_BULK_RESULTS).
 *
 * Environment:
 * - BENCH_BULK_DATABASE_URL: its own database (default
 *   postgres://postgres@127.0.0.1:5432/satchel_bench_bulk, since the run changes every user),
 *   reused while it holds the data set, else seeded again (a few minutes for 1,000,000);
 * - BENCH_ORDERS: the data set's orders (default 1,000,000; users are a quarter, at most 250,000);
 * - BENCH_REQUESTS: the floor's requests (default 2000).
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { startAppProcess } from './orders/app-process.js';
import { openBenchDatabase } from './orders/bench-database.js';
import { dataSet, requests, serverDir } from './orders/bench-settings.js';
import { drive } from './orders/http-load.js';
import { jsonCaller } from './orders/json-call.js';
import { percentiles } from './orders/percentiles.js';
import { ms } from './orders/scenario-runner.js';

const databaseUrl =
  process.env.BENCH_BULK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/satchel_bench_bulk';
const resultsFile = resolve(
  serverDir,
  process.env.BENCH_BULK_RESULTS ?? join('bench-results', 'bulk.md'),
);
const CLIENTS = 16;
const LIST_PATH = '/api/v1/user/get-user-admin?page=1&limit=10&sort=1&includeTotal=true';

const { pool, token } = await openBenchDatabase(serverDir, databaseUrl, dataSet);
const users = (await pool.query<{ n: number }>('select count(*)::int as n from customers')).rows[0]!
  .n;
const app = await startAppProcess(serverDir, databaseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });

/** One JSON call of the API; rejects unless it answers 200. */
const call = jsonCaller(app.baseUrl, token, agent);

interface Run {
  readonly id: string;
  readonly state: string;
  readonly total: number;
  readonly changed: number;
  readonly skipped: number;
}

/** Follows a run to its end; answers it and the seconds from `startedAt`. */
async function finished(id: string, startedAt: number) {
  for (;;) {
    const { data } = (await call('GET', `/api/v1/bulk-runs/${id}`)) as { data: Run };
    if (!['queued', 'running'].includes(data.state)) {
      return { run: data, seconds: (performance.now() - startedAt) / 1000 };
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** The list read by 16 clients until `until` settles: every request's latency. */
async function listDuring(until: Promise<unknown>) {
  let over = false;
  void until.finally(() => {
    over = true;
  });
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!over) {
        const begin = performance.now();
        await call('POST', LIST_PATH);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return latencies;
}

try {
  console.log(`Users: ${users}. The floor: the users list with no run…`);
  const floor = await drive(CLIENTS, requests, () => call('POST', LIST_PATH).then(() => {}));

  // Every user to the status most of them do not have, so that nearly all change.
  const { rows } = await pool.query<{ status: string }>(
    'select status from customers group by status order by count(*) desc limit 1',
  );
  const target = rows[0]?.status === 'inactive' ? 'active' : 'inactive';
  const change = { action: 'users.status', filters: {}, status: target };
  const preview = (await call('POST', '/api/v1/bulk-runs/preview', change)) as {
    data: { matching: number; changing: number };
  };
  console.log(`Changing ${preview.data.changing} of ${preview.data.matching} users…`);
  const startedAt = performance.now();
  const started = (await call('POST', '/api/v1/bulk-runs', change, `bench-${Date.now()}`)) as {
    data: Run;
  };
  const forward = finished(started.data.id, startedAt);
  const during = await listDuring(forward);
  const { run, seconds } = await forward;

  console.log('Reverting it…');
  const revertStartedAt = performance.now();
  const revertStarted = (await call(
    'POST',
    `/api/v1/bulk-runs/${run.id}/revert`,
    undefined,
    `bench-revert-${Date.now()}`,
  )) as { data: Run };
  const reverted = await finished(revertStarted.data.id, revertStartedAt);

  const floorP = percentiles(floor.latencies);
  const duringP = percentiles(during);
  const report = `# Bulk run benchmark

A status change of every user (\`users.status\` to \`${target}\`, no filter), from the start call
(the operator's confirmation) to the run's end, with the users list's first page
(\`POST ${LIST_PATH}\`) read by ${CLIENTS} clients throughout; the floor is the same list with no
run. Batches of 1,000 rows per transaction (each: lock the rows, change them, record their
outcome and value before, advance the run). Then the run's revert, timed the same way.

Machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} at the end (\`uptime\`; other engineers' suites run on it too).
Data set: ${dataSet.orders.toLocaleString('en-US')} orders, ${users.toLocaleString('en-US')} users.

| | rows | changed | skipped | seconds | rows/s |
|---|---:|---:|---:|---:|---:|
| run | ${run.total} | ${run.changed} | ${run.skipped} | ${seconds.toFixed(1)} | ${Math.round(run.total / seconds)} |
| revert | ${reverted.run.total} | ${reverted.run.changed} | ${reverted.run.skipped} | ${reverted.seconds.toFixed(1)} | ${Math.round(reverted.run.total / reverted.seconds)} |

| users list, ${CLIENTS} clients | requests | p50 ms | p95 ms |
|---|---:|---:|---:|
| no run (floor) | ${floor.latencies.length} | ${ms(floorP.p50)} | ${ms(floorP.p95)} |
| during the run | ${during.length} | ${ms(duringP.p50)} | ${ms(duringP.p95)} |
`;
  await writeFile(resultsFile, report);
  console.log(report);
} finally {
  agent.destroy();
  await app.stop();
  await pool.end();
}
