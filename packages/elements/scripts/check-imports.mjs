// Checks the package's import boundaries (design.md §2), so that `pnpm test` fails on a breach:
// - an element's folder (src/components/<name>/) imports no other element's folder: what two
//   elements share lives in src/types/ (types) or src/internal/ (code);
// - the shared folders every element builds on import no element.
// Stories and tests count too: an element's folder stands alone whole. src/index.ts, src/react/
// and the demos and tests outside the folders (src/testing/, src/themes/) gather elements and may
// import any.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const components = join(src, 'components');
const shared = ['events', 'icons', 'internal', 'types'].map((folder) => join(src, folder));

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, relative ones only. */
const relativeImport = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** The element folder a path lies in (`data-table`), or undefined outside src/components/. */
function elementOf(path) {
  const inside = relative(components, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

async function sourcesIn(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const breaches = [];
for (const file of await sourcesIn(src)) {
  const from = elementOf(file);
  const isShared = shared.some((folder) => file.startsWith(folder + sep));
  if (from === undefined && !isShared) continue;
  const text = await readFile(file, 'utf8');
  for (const [, , specifier] of text.matchAll(relativeImport)) {
    const to = elementOf(resolve(dirname(file), specifier));
    if (to !== undefined && to !== from) {
      breaches.push(`${relative(src, file)} imports ${specifier}`);
    }
  }
}

if (breaches.length > 0) {
  console.error(
    'Imports across element boundaries (move what is shared to src/types/ or src/internal/):\n  ' +
      breaches.join('\n  '),
  );
  process.exit(1);
}
console.log('No element imports another element, and no shared module imports an element.');
