/**
 * The live rows benchmark (issue 29, item 5): 200 signed-in consoles hold the change stream open
 * (GET /events, each with its own ticket) against the real app in its own process, while orders
 * are written at 20 per second and 16 clients read the orders list. Reports the p95 time from an
 * order's write to each console's receipt of its notice, the app's memory per open stream (its
 * live heap and its RSS, each after a garbage collection, before and after opening them, / 200) and the orders list's p95 under that load. Writes
 * bench-results/live.md (or BENCH_LIVE_RESULTS) and prints it.
 *
 * The orders are inserted in PostgreSQL by this process, as the marketplace's own backend takes
 * them: the admin API has no call that creates an order. Each insert is its own transaction;
 * the time is taken when the INSERT is sent, so the figure includes the insert and its commit
 * (an upper bound of commit-to-receipt). The 200 consoles read in this process too, so their
 * parsing shares its event loop with the writer.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_ORDERS (as bench/lists.ts; default 1,000,000), and
 * BENCH_LIVE_CONSOLES (default 200), BENCH_LIVE_RATE (writes per second, default 20),
 * BENCH_LIVE_SECONDS (default 30).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EventStreamReader, readEventStream } from '../test/support/event-stream-reader.js';
import { startAppProcess } from './orders/app-process.js';
import { openBenchDatabase } from './orders/bench-database.js';
import { databaseUrl, dataSet, serverDir } from './orders/bench-settings.js';
import { measure } from './orders/http-load.js';
import { percentiles } from './orders/percentiles.js';
import { ms } from './orders/scenario-runner.js';

const consoles = Number(process.env.BENCH_LIVE_CONSOLES ?? 200);
const rate = Number(process.env.BENCH_LIVE_RATE ?? 20);
const seconds = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const resultsFile = resolve(
  serverDir,
  process.env.BENCH_LIVE_RESULTS ?? join('bench-results', 'live.md'),
);
const LIST_PATH = '/api/v1/sales/orders?page=1&limit=10&sort=-1';

const database = await openBenchDatabase(serverDir, databaseUrl, dataSet);
const { pool, token } = database;
const app = await startAppProcess(serverDir, databaseUrl, { exposeGc: true });
const streams: EventStreamReader[] = [];
try {
  const post = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<{ data: { ticket: string } }>;
  };
  // Warm the app (list and ticket paths) before the memory baseline.
  await measure(LIST_PATH, { baseUrl: app.baseUrl, token, concurrency: 4, requests: 200 });
  await sleep(1000);
  const before = await app.liveMemory();
  for (let i = 0; i < consoles; i++) {
    const { ticket } = (await post('/api/v1/events/ticket')).data;
    const stream = await readEventStream(`${app.baseUrl}/api/v1/events?ticket=${ticket}`);
    if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
    await stream.next((event) => event.event === 'ready');
    streams.push(stream);
  }
  await sleep(1000);
  const after = await app.liveMemory();

  // Receipts: for each order, when each console read its notice.
  const written = new Map<string, number>();
  const delays: number[] = [];
  for (const stream of streams) {
    stream.onEvent = (event) => {
      if (event.event !== 'change') return;
      const notice = JSON.parse(event.data) as { kind: string; id?: string };
      const at = notice.kind === 'orders' && notice.id ? written.get(notice.id) : undefined;
      if (at !== undefined) delays.push(event.at - at);
    };
  }
  const [{ id: customerId }] = (await pool.query('select id from customers limit 1')).rows;
  const writer = (async () => {
    const total = rate * seconds;
    const start = performance.now();
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const id = `${Date.now().toString(16).padStart(12, '0')}${n.toString(16).padStart(12, '0')}`;
      written.set(id, performance.now());
      await pool.query(
        `insert into orders (id, order_id, customer_id, sub_total, payment_method, payment_status,
           customer_name, customer_phone, address_line1, city, state, postal_code)
         values ($1, $2, $3, 100, 'cod', 'unpaid', 'Live bench', '9000000001', '1 Road', 'Pune',
           'Maharashtra', '411004')`,
        [id, `LIVE-${id}`, customerId],
      );
    }
  })();
  // 16 clients read the orders list, each its next call as soon as its last is answered.
  let writing = true;
  const listLatencies: number[] = [];
  const reader = async () => {
    while (writing) {
      const begin = performance.now();
      const answer = await fetch(`${app.baseUrl}${LIST_PATH}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`the list answered ${answer.status}`);
      listLatencies.push(performance.now() - begin);
    }
  };
  const listStart = performance.now();
  const readers = Promise.all(Array.from({ length: 16 }, reader));
  await writer;
  writing = false;
  await readers;
  const listFigures = {
    ...percentiles(listLatencies),
    count: listLatencies.length,
    throughput: listLatencies.length / ((performance.now() - listStart) / 1000),
  };
  await sleep(2000);
  const expected = rate * seconds * consoles;
  const receipt = percentiles(delays);
  const report = `# Live rows benchmark

Issue 29, item 5: ${consoles} consoles on the change stream (GET /api/v1/events), ${rate} orders written per second for ${seconds} s, ${dataSet.orders.toLocaleString('en')} orders in the data set, 16 clients reading the orders list meanwhile. Machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end (shared with other work).

| Figure | Value |
| --- | --- |
| notices received | ${delays.length} of ${expected} |
| write to receipt, p50 | ${ms(receipt.p50)} ms |
| write to receipt, p95 | ${ms(receipt.p95)} ms |
| app heap in use before the streams (after a GC) | ${(before.heapUsed / 2 ** 20).toFixed(1)} MB |
| app heap in use with ${consoles} streams (after a GC) | ${(after.heapUsed / 2 ** 20).toFixed(1)} MB |
| memory per stream (heap delta / ${consoles}) | ${((after.heapUsed - before.heapUsed) / consoles / 1024).toFixed(1)} KB |
| app RSS before / with the streams | ${(before.rss / 2 ** 20).toFixed(1)} / ${(after.rss / 2 ** 20).toFixed(1)} MB |
| memory per stream (RSS delta / ${consoles}) | ${((after.rss - before.rss) / consoles / 1024).toFixed(1)} KB |
| orders list page 1, p50 under load | ${ms(listFigures.p50)} ms |
| orders list page 1, p95 under load | ${ms(listFigures.p95)} ms |
| list calls answered | ${listFigures.count} (${listFigures.throughput.toFixed(0)}/s) |

Write to receipt is taken from the moment the INSERT is sent (its own transaction) to the moment a console's reader parsed the event: it includes the insert, the commit, PostgreSQL's NOTIFY, the app's fan-out and the reader, all on one busy machine.
`;
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
  console.log(report);
} finally {
  for (const stream of streams) stream.close();
  await app.stop();
  await pool.end();
}
