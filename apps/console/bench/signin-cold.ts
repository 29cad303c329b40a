/**
 * The sign-in page cold, beside a react-admin 5 console of the same size (issue 33 item 3):
 * both built sites served by the same small static server with the same compression (gzip,
 * made once per file so that compressing is never timed), each sign-in page loaded in a fresh
 * Chromium, the two alternating, RUNS times each. Medians of: the form visible (the username
 * field has a box), first contentful paint, script time, bytes transferred and JS heap, with
 * the ratios. Target: our form visible at most 0.2× react-admin's in the same run. Writes
 * bench-results/signin.md and prints it.
 *
 * The anchor is /work/shared/anchors/react-admin (its README says how it was built); set
 * REACT_ADMIN_DIST to read it elsewhere.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const RUNS = Number(process.env.SIGNIN_RUNS ?? 12);
const TARGET_RATIO = 0.2;
const ourDist = fileURLToPath(new URL('../dist/', import.meta.url));
const reactAdminDist = process.env.REACT_ADMIN_DIST ?? '/work/shared/anchors/react-admin';
const resultsFile = fileURLToPath(new URL('../bench-results/signin.md', import.meta.url));
/** How long a page may take to show its form: generous, the machine is shared. */
const FORM_WITHIN_MS = 60_000;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json']);

/**
 * A static server of one built site as a single-page app (an unknown path is index.html), every
 * text file gzip-compressed (level 6, as a CDN would), each compressed once and then kept.
 */
async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const kept = new Map<string, { body: Buffer; type: string; gzip: boolean }>();
  const load = async (path: string) => {
    const file = normalize(join(root, path));
    const inside = file.startsWith(resolve(root)) && (await stat(file).catch(() => null))?.isFile();
    const chosen = inside ? file : join(root, 'index.html');
    const cached = kept.get(chosen);
    if (cached) return cached;
    const extension = extname(chosen);
    const raw = await readFile(chosen);
    const gzip = compressible.has(extension);
    const entry = {
      body: gzip ? gzipSync(raw, { level: 6 }) : raw,
      type: contentTypes[extension] ?? 'application/octet-stream',
      gzip,
    };
    kept.set(chosen, entry);
    return entry;
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    load(path).then(
      ({ body, type, gzip }) => {
        response.writeHead(200, {
          'content-type': type,
          'content-length': body.length,
          'cache-control': 'no-store',
          ...(gzip && { 'content-encoding': 'gzip' }),
        });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Runs in the page from its first byte: each animation frame, looks for the username field (a
 * plain input, or the one inside an sl-input's shadow root) and notes when it first has a box.
 * A string, not a function: tsx would add helpers to a function's source that the page lacks.
 */
const watchForForm = `(() => {
  const field = () =>
    document.querySelector('input[name="username"]') ??
    document.querySelector('[name="username"]')?.shadowRoot?.querySelector('input');
  const look = () => {
    const box = field()?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) window.formVisibleAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * The form's time and first contentful paint, which Chromium may report a little after the
 * frame (waited for, at most 10 s). A string for the reason above.
 */
const firstPaints = `new Promise((resolve) => {
  const done = (fcp) => resolve({ formVisible: window.formVisibleAt, fcp });
  setTimeout(() => done(Number.NaN), 10000);
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) done(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

interface Figures {
  formVisible: number;
  fcp: number;
  scriptMs: number;
  transferredKb: number;
  heapMb: number;
}

/** One cold load of `url` in a browser of its own. */
async function coldLoad(url: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Network.enable');
    let transferred = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      transferred += encodedDataLength;
    });
    await page.addInitScript({ content: watchForForm });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => 'formVisibleAt' in window, undefined, {
      timeout: FORM_WITHIN_MS,
      polling: 100,
    });
    // What the page goes on to fetch and run after its form shows belongs to its load too.
    await page.waitForLoadState('networkidle');
    const timing = (await page.evaluate(firstPaints)) as Pick<Figures, 'formVisible' | 'fcp'>;
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    return {
      ...timing,
      scriptMs: metric('ScriptDuration') * 1000,
      transferredKb: transferred / 1024,
      heapMb: metric('JSHeapUsedSize') / 1024 / 1024,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const loadAtStart = loadavg()[0]!;
const ours = await serveStatic(ourDist);
const reactAdmin = await serveStatic(reactAdminDist);
const sites = [
  { name: 'Satchel', url: `${ours.url}/login`, runs: [] as Figures[] },
  { name: 'react-admin', url: `${reactAdmin.url}/#/login`, runs: [] as Figures[] },
];
try {
  // One warm-up load each, not counted: the servers compress and keep their files.
  for (const site of sites) await coldLoad(site.url);
  for (let run = 0; run < RUNS; run += 1) {
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      const figures = await coldLoad(site.url);
      site.runs.push(figures);
      console.log(
        `${site.name}, run ${run + 1}: form visible ${figures.formVisible.toFixed(0)} ms`,
      );
    }
  }
} finally {
  ours.server.close();
  reactAdmin.server.close();
}

const [satchel, anchor] = sites.map((site) => ({
  ...site,
  medians: Object.fromEntries(
    (Object.keys(site.runs[0]!) as (keyof Figures)[]).map((key) => [
      key,
      median(site.runs.map((figures) => figures[key])),
    ]),
  ) as unknown as Figures,
})) as [(typeof sites)[0] & { medians: Figures }, (typeof sites)[0] & { medians: Figures }];

const rows: [keyof Figures, string, (value: number) => string][] = [
  ['formVisible', 'form visible', (value) => `${value.toFixed(0)} ms`],
  ['fcp', 'first contentful paint', (value) => `${value.toFixed(0)} ms`],
  ['scriptMs', 'script time', (value) => `${value.toFixed(0)} ms`],
  ['transferredKb', 'bytes transferred', (value) => `${value.toFixed(1)} KB`],
  ['heapMb', 'JS heap (after GC)', (value) => `${value.toFixed(1)} MB`],
];
const ratio = (key: keyof Figures) => satchel.medians[key] / anchor.medians[key];
const formRatio = ratio('formVisible');
const report = [
  '# Sign-in page, cold, beside react-admin 5',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm --filter @satchel/console bench\``,
  '(bench/signin-cold.ts): the built console (apps/console/dist) and the react-admin 5 anchor',
  '(/work/shared/anchors/react-admin, see its README), each served by the same static server with',
  'gzip (level 6), each sign-in page loaded in a fresh Chromium, alternating, one warm-up load each',
  `uncounted, then ${RUNS} runs each. Medians. "Form visible": from navigation to the username field's`,
  'first frame with a box; bytes and script time and heap once the network is idle.',
  `The machine's 1-minute load average was ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`,
  `(${availableParallelism()} cores, shared): compare the ratios, not the times, across runs.`,
  '',
  '| figure | Satchel | react-admin | ratio | target |',
  '| --- | ---: | ---: | ---: | --- |',
  ...rows.map(
    ([key, label, show]) =>
      `| ${label} | ${show(satchel.medians[key])} | ${show(anchor.medians[key])} | ${ratio(key).toFixed(2)}× | ${
        key === 'formVisible'
          ? `≤ ${TARGET_RATIO}× (${formRatio <= TARGET_RATIO ? 'met' : 'NOT MET'})`
          : ''
      } |`,
  ),
  '',
  `Form visible per run (ms), Satchel: ${satchel.runs.map((run) => run.formVisible.toFixed(0)).join(', ')};`,
  `react-admin: ${anchor.runs.map((run) => run.formVisible.toFixed(0)).join(', ')}.`,
  '',
].join('\n');
await writeFile(resultsFile, report);
console.log(`\n${report}`);
