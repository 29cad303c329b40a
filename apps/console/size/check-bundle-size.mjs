// The size check of `pnpm test`: measures the built console (run `pnpm build` first), prints the
// table and exits 1 when a figure is over its limit. `--dist DIR` measures another build and
// `--limit KIND=KB` (firstLoad, whole, screen) overrides a limit, for the check's own test.

import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { budgets } from './budgets.mjs';
import { measureBundle } from './measure-bundle.mjs';
import { overLimit, sizeRows, sizeTable } from './size-table.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    registry: { type: 'string' },
    limit: { type: 'string', multiple: true, default: [] },
  },
});
const dir = (path) => pathToFileURL(path.endsWith('/') ? path : `${path}/`);
const dist = values.dist ? dir(values.dist) : new URL('../dist/', import.meta.url);
const registry = values.registry
  ? pathToFileURL(values.registry)
  : new URL('../src/screens/registry.ts', import.meta.url);

const limits = structuredClone(budgets);
for (const override of values.limit) {
  const [kind, kb] = override.split('=');
  if (!limits[kind] || !(Number(kb) >= 0)) throw new Error(`--limit ${override}: not KIND=KB`);
  limits[kind].limit = Number(kb);
}

const rows = sizeRows(await measureBundle(dist, registry), limits);
console.log(sizeTable(rows));
const over = overLimit(rows);
if (over.length > 0) {
  console.error(`\nOver the size limit: ${over.map((row) => row.what).join(', ')}`);
  process.exit(1);
}
