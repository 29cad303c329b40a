/**
 * Lighthouse performance of the built console against design.md §8's budget (at least 98 on the
 * sign-in page and on Orders after sign-in): the real server on a database of its own seeded
 * with the demo marketplace, Lighthouse's desktop preset (an operator's console), the median of
 * a few runs per page. Writes bench-results/lighthouse.md and prints it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { freePort, serveConsole } from '../e2e/support/serve-console.js';
import { submitSignIn } from '../e2e/support/sign-in-form.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = 98;
const DEMO_ORDERS = 20_000;
const ORDERS_PATH = '/#/order-management';
const resultsFile = fileURLToPath(new URL('../bench-results/lighthouse.md', import.meta.url));

interface PageFigures {
  readonly name: string;
  readonly scores: number[];
  /** The median run's metrics, in milliseconds (CLS unitless). */
  readonly metrics: Record<string, number>;
}

const metricIds = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
} as const;

let lighthouseVersion = '';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`Starting the server on a fresh database with ${DEMO_ORDERS} demo orders…`);
const served = await serveConsole({ SEED_DEMO: 'true', DEMO_ORDERS: String(DEMO_ORDERS) });
const port = await freePort();
const profile = await mkdtemp(join(tmpdir(), 'satchel-lighthouse-'));
// One persistent profile: the pages Lighthouse opens share the signed-in session's storage.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  args: [...chromiumArgs, `--remote-debugging-port=${port}`],
});

/** Empties the HTTP cache, which a run that keeps the storage would otherwise start warm. */
async function clearHttpCache(): Promise<void> {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function audit(name: string, path: string, flags: Flags): Promise<PageFigures> {
  const runs: { score: number; metrics: Record<string, number> }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await clearHttpCache();
    const result = await lighthouse(
      new URL(path, served.url).href,
      { port, logLevel: 'error', onlyCategories: ['performance'], ...flags },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    const failure = lhr.runtimeError?.message;
    if (failure) throw new Error(`Lighthouse could not audit ${name}: ${failure}`);
    // Signed out, Orders would have become the sign-in page.
    if (!lhr.finalDisplayedUrl.endsWith(path)) {
      throw new Error(`${name} ended at ${lhr.finalDisplayedUrl}, not ${path}`);
    }
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: Object.fromEntries(
        Object.keys(metricIds).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ),
    });
    console.log(`${name}, run ${run + 1}: ${runs.at(-1)!.score}`);
  }
  const middle = median(runs.map(({ score }) => score));
  return {
    name,
    scores: runs.map(({ score }) => score),
    metrics: runs.find(({ score }) => score === middle)!.metrics,
  };
}

const figures: PageFigures[] = [];
try {
  figures.push(await audit('sign-in page', '/login', {}));
  const page = await browser.newPage();
  await page.goto(new URL('/login', served.url).href);
  await submitSignIn(page);
  // The page audited is the one named: the screen with its orders, signed in.
  await page.goto(new URL(ORDERS_PATH, served.url).href);
  await page.getByRole('heading', { name: 'Order Management' }).waitFor();
  await page.locator('sat-data-table [part="row"]').first().waitFor();
  await page.close();
  // Kept signed in: Lighthouse must not clear the storage that holds the session.
  figures.push(await audit('Order Management', ORDERS_PATH, { disableStorageReset: true }));
} finally {
  await browser.close();
  await rm(profile, { recursive: true, force: true });
  await served.stop();
}

const format = (id: string, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
const rows = figures.map(({ name, scores, metrics }) => {
  const score = median(scores);
  const cells = Object.keys(metricIds).map((id) => format(id, metrics[id]!));
  return `| ${name} | **${score}** | ${scores.join(', ')} | ${score >= BUDGET ? 'yes' : '**no**'} | ${cells.join(' | ')} |`;
});
const report = `# Console Lighthouse performance

Lighthouse ${lighthouseVersion} (desktop preset, simulated throttling, performance only)
on the built console served by the real server (\`apps/server/dist/main.js\`) with
${DEMO_ORDERS.toLocaleString('en')} demo orders, in the machine's Chromium. Orders is audited
signed in (the session's storage kept, the HTTP cache emptied before each run). Median of ${RUNS} runs; the metrics are the median run's.
Budget (design.md §8): at least ${BUDGET}. Measured ${new Date().toISOString().slice(0, 10)} by
\`pnpm --filter @satchel/console bench\` (bench/lighthouse.ts).

| page | score | runs | within budget | ${Object.values(metricIds).join(' | ')} |
| --- | ---: | --- | --- | ${Object.keys(metricIds)
  .map(() => '---:')
  .join(' | ')} |
${rows.join('\n')}
`;
await mkdir(dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, report);
console.log(`\n${report}`);
