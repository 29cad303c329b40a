// Writes bench-results/bundle.md: the built console's sizes beside their budgets (the same
// measurement as the size check of `pnpm test`), its largest files, and the floor beneath the
// whole: the libraries' share of it, from a second build of the same sources with source maps.
// Run after the build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { budgets } from '../size/budgets.mjs';
import { measureLibraryShare } from '../size/library-share.mjs';
import { measureBundle } from '../size/measure-bundle.mjs';
import { sizeRows, sizeTable } from '../size/size-table.mjs';

const sizes = await measureBundle(
  new URL('../dist/', import.meta.url),
  new URL('../src/screens/registry.ts', import.meta.url),
);
/** The libraries' share of the same build: hidden source maps leave the scripts as they were. */
const mapped = await mkdtemp(join(tmpdir(), 'console-sourcemaps-'));
let share;
try {
  await build({
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: { outDir: mapped, emptyOutDir: true, sourcemap: 'hidden' },
  });
  share = await measureLibraryShare(pathToFileURL(`${mapped}/`));
} finally {
  await rm(mapped, { recursive: true, force: true });
}
if (Math.abs(share.whole - sizes.whole) > 0.05) {
  throw new Error(`the source-mapped build is ${share.whole} KB, the console ${sizes.whole} KB`);
}
const fixed = (value) => value.toFixed(1);

const report = [
  '# Console bundle size (gzip, level 9)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on the built console (apps/console/dist).`,
  'A screen counts its own code: its lazy chunk and what it alone imports (size/measure-bundle.mjs).',
  '',
  sizeTable(sizeRows(sizes, budgets)),
  '',
  `The shell (after sign-in, beyond the first load): ${fixed(sizes.shell)} KB.`,
  '',
  `The floor: of the whole console's ${fixed(sizes.whole)} KB, ${fixed(share.libraries)} are the`,
  `libraries' code and ${fixed(sizes.whole - share.libraries)} ours (scripts, style sheets and the two`,
  "languages' catalogues). Each file's gzip size is shared out by how its libraries' and our",
  'stretches compress apart (size/library-share.mjs); a budget of the whole less the libraries is',
  'what our code may take.',
  '',
  '| library | KB |',
  '| --- | ---: |',
  ...share.byLibrary
    .filter(({ kb }) => kb >= 0.5)
    .map(({ name, kb }) => `| ${name} | ${fixed(kb)} |`),
  `| others (${share.byLibrary.filter(({ kb }) => kb < 0.5).length}) | ${fixed(
    share.byLibrary.filter(({ kb }) => kb < 0.5).reduce((sum, { kb }) => sum + kb, 0),
  )} |`,
  '',
  'Largest files:',
  '',
  '| file | KB |',
  '| --- | ---: |',
  ...sizes.largest.map(
    ({ file, kb }) => `| ${file.replace(/-[\w-]{8}\./, '.')} | ${kb.toFixed(1)} |`,
  ),
  '',
].join('\n');

await mkdir(new URL('../bench-results/', import.meta.url), { recursive: true });
await writeFile(new URL('../bench-results/bundle.md', import.meta.url), report);
console.log(report);
