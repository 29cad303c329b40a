/**
 * The real app for the benchmarks, in a process of its own so that the load generator does not
 * share its event loop (nor its memory): buildApp on DATABASE_URL, listening on 127.0.0.1 (a free
 * port), which it prints as one JSON line once ready. Stops on SIGTERM.
 *
 * BENCH_PRODUCT_CSV_MAX_BYTES and BENCH_PRODUCT_CSV_MAX_ROWS raise the upload limits, and
 * BENCH_PRODUCT_CSV_QUEUED_FROM_BYTES the size past which a file is imported by a job;
 * BENCH_SALES_KEEP_ANSWERS=false makes the sales calls read every answer afresh;
 * BENCH_MEMORY_SAMPLE_MS makes it print `{"rss", "heapUsed"}` (bytes) that often. Run with
 * `--expose-gc`, SIGUSR2 makes it collect garbage and print one such sample: the memory it holds
 * live at that moment, which periodic samples (garbage included) cannot tell apart.
 */
import { buildApp } from '../../src/app.js';
import { DEVELOPMENT_ENCRYPTION_KEY, loadConfig } from '../../src/config.js';
import { defaultProductCsvLimits } from '../../src/routes/product-csv.js';

// Run as in production (NODE_ENV); a benchmark's database keeps no real secrets, so the
// development key serves unless one is given.
const config = loadConfig({
  ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY.toString('hex'),
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
if (!config.databaseUrl) throw new Error('DATABASE_URL must name the benchmark database');
const limit = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const app = await buildApp(
  { ...config, databaseUrl: config.databaseUrl },
  {
    productCsvLimits: {
      maxBytes: limit('BENCH_PRODUCT_CSV_MAX_BYTES', defaultProductCsvLimits.maxBytes),
      maxRows: limit('BENCH_PRODUCT_CSV_MAX_ROWS', defaultProductCsvLimits.maxRows),
      queuedFromBytes: limit(
        'BENCH_PRODUCT_CSV_QUEUED_FROM_BYTES',
        defaultProductCsvLimits.queuedFromBytes,
      ),
    },
    keepSalesAnswers: process.env.BENCH_SALES_KEEP_ANSWERS !== 'false',
  },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
const printMemory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  console.log(JSON.stringify({ rss, heapUsed }));
};
const sampleEvery = Number(process.env.BENCH_MEMORY_SAMPLE_MS ?? 0);
if (sampleEvery > 0) setInterval(printMemory, sampleEvery).unref();
const { gc } = globalThis;
if (gc) {
  process.on('SIGUSR2', () => {
    gc();
    printMemory();
  });
}
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
