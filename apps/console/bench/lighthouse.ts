/**
 * Lighthouse performance of the built console against design.md §8's budget (at least 98 on the
 * sign-in page and on each of the sidebar's sections after sign-in): the real server on a
 * database of its own seeded with the demo marketplace, Lighthouse's desktop preset (an
 * operator's console), the median of a few runs per page. Writes bench-results/lighthouse.md and
 * prints it.
 *
 * LIGHTHOUSE_PAGES picks pages while working on one (comma-separated names or paths, e.g.
 * `LIGHTHOUSE_PAGES=banners,/sales-track`); such a partial run prints its table without writing it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
const SIGN_IN_PATH = '/login';
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((page) => page.trim().toLowerCase())
  .filter(Boolean);
const isChosen = (name: string, path: string) =>
  !chosen || chosen.some((page) => [name.toLowerCase(), path].some((key) => key.includes(page)));
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

// Lighthouse times the tasks it sees: on a shared machine, others' work lengthens them.
const loadAtStart = loadavg()[0]!;
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

/** Runs that Lighthouse asks to run again (a trace it lost), before one counts as a failure. */
const RETRIES = 2;

/** One Lighthouse run of `path`, run again when Lighthouse lost its trace (NO_NAVSTART). */
async function auditOnce(name: string, path: string, flags: Flags) {
  for (let attempt = 0; ; attempt += 1) {
    await clearHttpCache();
    const result = await lighthouse(
      new URL(path, served.url).href,
      { port, logLevel: 'error', onlyCategories: ['performance'], ...flags },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === RETRIES) return result.lhr;
    console.log(`${name}: Lighthouse lost the trace, running it again`);
  }
}

async function audit(name: string, path: string, flags: Flags): Promise<PageFigures> {
  const runs: { score: number; metrics: Record<string, number> }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const lhr = await auditOnce(name, path, flags);
    lighthouseVersion = lhr.lighthouseVersion;
    const failure = lhr.runtimeError?.message;
    if (failure) throw new Error(`Lighthouse could not audit ${name}: ${failure}`);
    // Signed out, a section would have become the sign-in page.
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

/** The sidebar's sections as the signed-in console lists them, so a new one is audited too. */
async function signInForSections(): Promise<{ name: string; path: string }[]> {
  const page = await browser.newPage();
  // A loaded shared machine can take longer than the usual 30 s to sign in.
  page.setDefaultTimeout(120_000);
  await page.goto(new URL(SIGN_IN_PATH, served.url).href);
  await submitSignIn(page);
  const sections = await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent?.trim() ?? '',
        path: `/${link.getAttribute('href')}`,
      })),
    );
  await page.close();
  return sections;
}

/** Forgets the session, which the console keeps in the origin's local storage. */
async function signOut(): Promise<void> {
  const page = await browser.newPage();
  await page.goto(new URL(SIGN_IN_PATH, served.url).href);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

const figures: PageFigures[] = [];
try {
  for (const { name, path } of await signInForSections()) {
    if (!isChosen(name, path)) continue;
    // Kept signed in: Lighthouse must not clear the storage that holds the session.
    figures.push(await audit(name, path, { disableStorageReset: true }));
  }
  // Last, though first in the table, signed out first: Lighthouse's storage reset did not end
  // the session reliably (the sign-in page then opened the console).
  if (isChosen('sign-in page', SIGN_IN_PATH)) {
    await signOut();
    figures.unshift(await audit('sign-in page', SIGN_IN_PATH, {}));
  }
} finally {
  await browser.close();
  await rm(profile, { recursive: true, force: true });
  await served.stop();
}

const loadAtEnd = loadavg()[0]!;
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
${DEMO_ORDERS.toLocaleString('en')} demo orders, in the machine's Chromium. Each sidebar section is
audited signed in (the session's storage kept, the HTTP cache emptied before each run). ${RUNS === 1 ? 'One run each.' : `Median of ${RUNS} runs; the metrics are the median run's.`}
The machine's 1-minute load average was ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end
(${availableParallelism()} cores, shared): other work running alongside lengthens the long tasks that TBT counts.
Budget (design.md §8): at least ${BUDGET}. Measured ${new Date().toISOString().slice(0, 10)} by
\`pnpm --filter @satchel/console bench\` (bench/lighthouse.ts).

| page | score | runs | within budget | ${Object.values(metricIds).join(' | ')} |
| --- | ---: | --- | --- | ${Object.keys(metricIds)
  .map(() => '---:')
  .join(' | ')} |
${rows.join('\n')}
`;
console.log(`\n${report}`);
if (chosen) {
  console.log(
    `Only LIGHTHOUSE_PAGES=${process.env.LIGHTHOUSE_PAGES}: ${resultsFile} left as it was.`,
  );
} else {
  await mkdir(dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, report);
}
