// Measures what the built console ships (gzip), against design.md §8's budgets: the sign-in page's
// first load (the entry script, its preloads and style sheets) at most 130 KB, the whole console
// at most 250 KB. Run after `pnpm --filter @satchel/console build`; writes bench-results/bundle.md.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const budgets = { firstLoad: 130, whole: 250 };

const gzipKb = async (file) =>
  gzipSync(await readFile(new URL(file, dist)), { level: 9 }).length / 1024;

const html = await readFile(new URL('index.html', dist), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const assets = (await readdir(new URL('assets/', dist)))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `assets/${name}`);

const sum = async (files) => (await Promise.all(files.map(gzipKb))).reduce((a, b) => a + b, 0);
const rows = [
  ['sign-in page, first load', await sum(firstLoad), budgets.firstLoad],
  ['whole console', await sum(assets), budgets.whole],
];
const largest = (await Promise.all(assets.map(async (file) => [file, await gzipKb(file)])))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8);

const report = [
  '# Console bundle size (gzip, level 9)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on the built console (apps/console/dist).`,
  '',
  '| what | KB | budget KB | within |',
  '| --- | ---: | ---: | --- |',
  ...rows.map(
    ([what, kb, budget]) =>
      `| ${what} | ${kb.toFixed(1)} | ${budget} | ${kb <= budget ? 'yes' : 'NO'} |`,
  ),
  '',
  'Largest files:',
  '',
  '| file | KB |',
  '| --- | ---: |',
  ...largest.map(([file, kb]) => `| ${file.replace(/-[\w-]{8}\./, '.')} | ${kb.toFixed(1)} |`),
  '',
].join('\n');

await mkdir(new URL('../bench-results/', import.meta.url), { recursive: true });
await writeFile(new URL('../bench-results/bundle.md', import.meta.url), report);
console.log(report);
