// Writes bench-results/bundle.md: the built console's sizes beside their budgets (the same
// measurement as the size check of `pnpm test`) and its largest files. Run after the build.
import { mkdir, writeFile } from 'node:fs/promises';
import { budgets } from '../size/budgets.mjs';
import { measureBundle } from '../size/measure-bundle.mjs';
import { sizeRows, sizeTable } from '../size/size-table.mjs';

const sizes = await measureBundle(
  new URL('../dist/', import.meta.url),
  new URL('../src/screens/registry.ts', import.meta.url),
);
const report = [
  '# Console bundle size (gzip, level 9)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on the built console (apps/console/dist).`,
  'A screen counts its own code: its lazy chunk and what it alone imports (size/measure-bundle.mjs).',
  '',
  sizeTable(sizeRows(sizes, budgets)),
  '',
  `The shell (after sign-in, beyond the first load): ${sizes.shell.toFixed(1)} KB.`,
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
