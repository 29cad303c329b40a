// Measures what the built console ships, gzip level 9, from Vite's manifest of its chunks (sizes
// are deterministic: the same sources build the same bytes). Three kinds of figure:
// - the sign-in page's first load: index.html's entry chunk, every chunk it imports statically
//   (the modulepreloads) and their style sheets;
// - the whole console: every script and style sheet in dist/assets;
// - each screen of src/screens/registry.ts: the screen's own code, that is its lazy chunk and the
//   chunks it imports statically (with their style sheets), less those the first load or the
//   shell already brought and those another screen also imports (shared code, counted in the
//   whole console but in no one screen). What it loads later on demand (papaparse, uPlot) is not
//   counted: opening the screen does not fetch it.
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** `content`'s size in KB, gzip level 9: the one measure of every figure here and in the bench. */
export const gzipKb = (content) => gzipSync(content, { level: 9 }).length / 1024;

/** The registry's screens, as `import('./orders/OrdersScreen.js')` names them: [name, source]. */
const registeredScreens = async (registry) =>
  [...(await readFile(registry, 'utf8')).matchAll(/import\('\.\/([\w/-]+)\.js'\)/g)].map((m) => [
    m[1].split('/').at(-1),
    `src/screens/${m[1]}.tsx`,
  ]);

/** Every file a manifest chunk brings by static imports, the chunk's own included. */
const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};
const filesOf = (manifest, keys) =>
  new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));

/**
 * @param {URL} dist the built console (its `.vite/manifest.json` and `assets/`)
 * @param {URL} registry the screens' registry source
 * @returns {Promise<{ firstLoad: number, whole: number, shell: number,
 *   screens: { name: string, kb: number }[], largest: { file: string, kb: number }[] }>} KB gzip
 */
export async function measureBundle(dist, registry) {
  const manifestFile = new URL('.vite/manifest.json', dist);
  const manifest = JSON.parse(
    await readFile(manifestFile, 'utf8').catch(() => {
      throw new Error(`No ${manifestFile.pathname}: build the console first (pnpm build)`);
    }),
  );
  const gzipCache = new Map();
  const fileKb = async (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipKb(await readFile(new URL(file, dist))));
    return gzipCache.get(file);
  };
  const sum = async (files) =>
    (await Promise.all([...files].map(fileKb))).reduce((a, b) => a + b, 0);

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const firstLoad = filesOf(manifest, closure(manifest, entry));
  const shell = filesOf(manifest, closure(manifest, 'src/shell/Shell.tsx'));
  const screenFiles = (await registeredScreens(registry)).map(([name, source]) => {
    if (!manifest[source]) throw new Error(`${source} is in the registry but not in the build`);
    return [name, filesOf(manifest, closure(manifest, source))];
  });
  const screens = await Promise.all(
    screenFiles.map(async ([name, files]) => {
      const own = [...files].filter(
        (file) =>
          !firstLoad.has(file) &&
          !shell.has(file) &&
          !screenFiles.some(([other, theirs]) => other !== name && theirs.has(file)),
      );
      return { name, kb: await sum(own) };
    }),
  );

  const assets = (await readdir(new URL('assets/', dist)))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const largest = (
    await Promise.all(assets.map(async (file) => ({ file, kb: await fileKb(file) })))
  )
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 10);
  return {
    firstLoad: await sum(firstLoad),
    whole: await sum(assets),
    shell: await sum([...shell].filter((file) => !firstLoad.has(file))),
    screens,
    largest,
  };
}
