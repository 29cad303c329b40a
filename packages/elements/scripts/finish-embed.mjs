// Finishes dist/embed after Vite: beside each file a copy named by its content
// (satchel-elements.3f2a1b9c04de.js) that the server lets browsers keep for a year;
// manifest.json mapping each plain name to its copy, for hosts that want the fingerprinted
// address; and brotli and gzip twins of every file, which the server sends to browsers that
// accept them (the script is some 400 kB as it is, about 100 kB gzipped).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const embed = fileURLToPath(new URL('../dist/embed/', import.meta.url));
const manifest = {};
for (const name of (await readdir(embed)).sort()) {
  const content = await readFile(join(embed, name));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const { name: stem, ext } = parse(name);
  manifest[name] = `${stem}.${hash}${ext}`;
  for (const file of [name, manifest[name]]) {
    if (file !== name) await writeFile(join(embed, file), content);
    await writeFile(join(embed, `${file}.br`), brotliCompressSync(content));
    await writeFile(join(embed, `${file}.gz`), gzipSync(content));
  }
}
await writeFile(join(embed, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
