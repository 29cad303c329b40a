// tsc leaves `import('…/x.css?inline')` as written: a Vite convention that other bundlers and
// browsers do not know. This turns each into a module holding the stylesheet's text, beside the
// file that imports it, so that dist/ works in any host, bundled or not.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const src = fileURLToPath(new URL('../src/', import.meta.url));
const inlineCss = /(['"])([^'"]+\.css)\?inline\1/g;

/** The stylesheet a specifier in dist/`file` names: a package's, or one beside its source. */
function resolveCss(specifier, file) {
  if (!specifier.startsWith('.')) return createRequire(import.meta.url).resolve(specifier);
  return join(dirname(join(src, relative(dist, file))), specifier);
}

for (const entry of await readdir(dist, { recursive: true })) {
  if (!entry.endsWith('.js')) continue;
  const file = join(dist, entry);
  const source = await readFile(file, 'utf8');
  const stylesheets = new Map();
  const rewritten = source.replace(inlineCss, (_, quote, specifier) => {
    const module = `./${basename(specifier)}.js`;
    stylesheets.set(join(dirname(file), module), resolveCss(specifier, file));
    return `${quote}${module}${quote}`;
  });
  for (const [target, stylesheet] of stylesheets) {
    const text = await readFile(stylesheet, 'utf8');
    await writeFile(target, `export default ${JSON.stringify(text)};\n`);
    // The module must load on its own and hold the sheet, or dist ships a broken import.
    const loaded = await import(pathToFileURL(target).href);
    if (loaded.default !== text) throw new Error(`${target} does not export ${stylesheet}`);
  }
  if (stylesheets.size > 0) await writeFile(file, rewritten);
}
