// Beside each file of dist/embed, a copy named by its content (satchel-elements.3f2a1b9c.js)
// that the server lets browsers keep for a year, and manifest.json mapping each plain name to
// its copy, for hosts that want the fingerprinted address.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

const embed = fileURLToPath(new URL('../dist/embed/', import.meta.url));
const manifest = {};
for (const name of (await readdir(embed)).sort()) {
  const content = await readFile(join(embed, name));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const { name: stem, ext } = parse(name);
  manifest[name] = `${stem}.${hash}${ext}`;
  await writeFile(join(embed, manifest[name]), content);
}
await writeFile(join(embed, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
