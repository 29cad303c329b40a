/**
 * The export benchmark (issue 29, item 1): every order of the orders benchmark's data set
 * (1,000,000 by default) exported through the API as the console asks for it (POST /exports
 * with the orders table's columns; above the threshold it runs as a job, polled until done, and
 * its file downloaded through the signed link), the app in a process of its own, against
 * PostgreSQL's own `COPY (the same SELECT) TO STDOUT` (CSV) in the same run. Also the app's
 * memory (RSS, sampled every 100 ms) from just before the export to its last byte. Writes
 * bench-results/export.md (or BENCH_EXPORT_RESULTS).
 *
 * Environment: BENCH_DATABASE_URL and BENCH_ORDERS as bench/lists.ts takes them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { listExports } from '@satchel/api';
import { drizzle } from 'drizzle-orm/node-postgres';
import { to as copyTo } from 'pg-copy-streams';
import { exportFile } from '../src/exports/export-file.js';
import type { Db } from '../src/repos/db.js';
import { startAppProcess } from './orders/app-process.js';
import { openBenchDatabase } from './orders/bench-database.js';
import { databaseUrl, dataSet, serverDir } from './orders/bench-settings.js';

const resultsFile = resolve(
  serverDir,
  process.env.BENCH_EXPORT_RESULTS ?? join('bench-results', 'export.md'),
);
const SAMPLE_MS = 100;
const POLL_MS = 200;
const TARGET_RATIO = 2;
const TARGET_RSS_MB = 64;

const label = (labels: Record<string, string>) => ({
  kind: 'label' as const,
  labels: Object.entries(labels).map(([value, text]) => ({ value, label: text })),
});

/** The orders table's columns as the console sends them (ordersTable.ts, its formats). */
const orderColumns = [
  { id: 'orderId', heading: 'Order ID', format: { kind: 'text' } },
  { id: 'orderTime', heading: 'Order Time', format: { kind: 'text' } },
  { id: 'customer', heading: 'Customer', format: { kind: 'text' } },
  { id: 'address', heading: 'Address', format: { kind: 'text' } },
  {
    id: 'status',
    heading: 'Status',
    format: label({
      placed: 'Placed',
      merchantAccepted: 'Merchant Accepted',
      merchantRejected: 'Merchant Rejected',
      readyToPick: 'Ready to Pick',
      driverAccepted: 'Driver Accepted',
      outForDelivery: 'Out for Delivery',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    }),
  },
  { id: 'subTotal', heading: 'Sub Total', format: { kind: 'money' } },
  {
    id: 'paymentMethod',
    heading: 'Payment Method',
    format: label({ cod: 'COD', online: 'Online' }),
  },
  {
    id: 'paymentStatus',
    heading: 'Payment Status',
    format: label({ paid: 'Paid', unpaid: 'Unpaid' }),
  },
];

/**
 * The export's own statement, as the app builds it for these columns (`exportFile`): the same
 * SELECT, its cells formatted by PostgreSQL, which the app runs as one COPY.
 */
const sameSelectCopy = exportFile(
  drizzle.mock() as unknown as Db,
  'orders',
  {},
  orderColumns as listExports.ExportColumn[],
  new Set(orderColumns.map((column) => column.id)),
).statement;

/**
 * For reference, the same rows and columns unformatted: the time in India's zone, the address
 * line, the amount twice, the statuses as stored.
 */
const plainSelectCopy = `copy (select o.order_id, to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS'),
  o.customer_name, concat_ws(', ', o.address_line1, o.city, o.state || ' ' || o.postal_code),
  o.status, o.sub_total, o.sub_total, o.payment_method, o.payment_status
  from orders o order by o.created_at desc, o.id desc) to stdout with (format csv)`;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const db = await openBenchDatabase(serverDir, databaseUrl, dataSet);
const { token, pool } = db;

/** PostgreSQL's own CSV of a COPY statement, straight to this process: its time and size. */
async function copyTime(statement: string): Promise<{ ms: number; bytes: number }> {
  const client = await pool.connect();
  try {
    const started = performance.now();
    let bytes = 0;
    const stream = client.query(copyTo(statement));
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return { ms: performance.now() - started, bytes };
  } finally {
    client.release();
  }
}

const samples: { at: number; rss: number }[] = [];
const app = await startAppProcess(serverDir, databaseUrl, {
  env: { BENCH_MEMORY_SAMPLE_MS: String(SAMPLE_MS) },
  onLine: (line) => samples.push({ at: performance.now(), rss: (line as { rss: number }).rss }),
});

/** The export through the API: its job's time, its download's, and the file's size and rows. */
async function exportThroughApi() {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const answer = await fetch(`${app.baseUrl}/api/v1/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ list: 'orders', query: {}, columns: orderColumns }),
  });
  if (answer.status !== 202) throw new Error(`POST /exports answered ${answer.status}`);
  const { id } = ((await answer.json()) as { data: { id: string } }).data;
  let link: string | undefined;
  while (!link) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    const status = (await (
      await fetch(`${app.baseUrl}/api/v1/exports/${id}`, { headers })
    ).json()) as { data: { state: string; link?: string } };
    if (status.data.state === 'failed') throw new Error('the export failed');
    link = status.data.link;
  }
  const jobDone = performance.now();
  const file = await fetch(`${app.baseUrl}${link}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of file.body!) {
    const buffer = Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
  }
  const ended = performance.now();
  return {
    started,
    jobMs: jobDone - started,
    downloadMs: ended - jobDone,
    ms: ended - started,
    bytes,
    rows: lines - 1,
  };
}

try {
  const loadBefore = os.loadavg()[0]!;
  // PostgreSQL first, then the app, then PostgreSQL again: the machine's load changes meanwhile.
  const copyBefore = await copyTime(sameSelectCopy);
  const plainCopy = await copyTime(plainSelectCopy);
  await new Promise((done) => setTimeout(done, 2 * SAMPLE_MS));
  const beforeExport = samples.at(-1)?.rss ?? 0;
  const exported = await exportThroughApi();
  const during = samples.filter((sample) => sample.at >= exported.started);
  const peak = Math.max(beforeExport, ...during.map((sample) => sample.rss));
  const copyAfter = await copyTime(sameSelectCopy);
  const copyMs = (copyBefore.ms + copyAfter.ms) / 2;
  const ratio = exported.ms / copyMs;
  const growth = peak - beforeExport;
  const met = ratio <= TARGET_RATIO && growth <= TARGET_RSS_MB * 1024 * 1024;
  const report = `# Export benchmark: ${dataSet.orders.toLocaleString('en-US')} orders

Every order exported through the API as the console asks for it (\`POST /api/v1/exports\` with the
orders table's eight columns; the amount adds its plain-number column): above the 10,000-row
threshold it runs as a job (one \`COPY (SELECT …) TO STDOUT\` whose SELECT formats the cells,
streamed into parts of 2 MB, each written with its progress in one transaction, the next read
meanwhile), polled every ${POLL_MS} ms until done, then the file downloaded through its signed
link (each part read by a binary COPY). Against PostgreSQL's own COPY of the same SELECT (the
export's statement, as the app builds it) straight to this process, run before and after the
export in the same run (their mean); and, for reference, COPY of the same rows and columns
unformatted. The app in a process of its own; its
RSS sampled every ${SAMPLE_MS} ms. Measured by bench/export.ts on ${os.cpus().length} CPUs, load average
${loadBefore.toFixed(1)} at the start (the machine is shared).

| measure | value |
| --- | --- |
| rows in the file | ${exported.rows.toLocaleString('en-US')} |
| export through the API, POST to last byte | ${seconds(exported.ms)} s |
| of which the job (POST to done) | ${seconds(exported.jobMs)} s |
| of which the download | ${seconds(exported.downloadMs)} s |
| file size | ${mb(exported.bytes)} MB |
| PostgreSQL COPY of the same SELECT (before / after) | ${seconds(copyBefore.ms)} s / ${seconds(copyAfter.ms)} s |
| COPY's CSV size | ${mb(copyBefore.bytes)} MB |
| PostgreSQL COPY of the rows unformatted (reference) | ${seconds(plainCopy.ms)} s, ${mb(plainCopy.bytes)} MB |
| export time / COPY time | ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×) |
| app RSS just before the export | ${mb(beforeExport)} MB |
| app RSS at its peak during the export | ${mb(peak)} MB |
| RSS growth | ${mb(growth)} MB (target ≤ ${TARGET_RSS_MB} MB) |

Targets: ${met ? 'met' : 'NOT met'}.
`;
  console.log(report);
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
} finally {
  await app.stop();
  await pool.end();
}
