// How much of the built console is the libraries' code (React, Shoelace, Lit, uPlot…) and how
// much is ours: the floor the whole console's figure is measured against, since no cut of our
// code goes below it. Read from a build's source maps: each file's generated text is split by
// the source each stretch came from, each side compressed on its own, and the file's gzip size
// shared out in proportion (an estimate: a file compresses better whole than in two parts).
import { readdir, readFile } from 'node:fs/promises';
import { SourceMapConsumer } from 'source-map-js';
import { gzipKb } from './measure-bundle.mjs';

/** The package a library source belongs to (`react-dom`, `@shoelace-style/shoelace`). */
const packageOf = (source) => {
  const path = source.split(/node_modules[\\/]/).at(-1);
  const [scope, name] = path.split(/[\\/]/);
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
};

/** A file's text split into what the libraries' sources gave and what ours did. */
function splitBySource(code, map) {
  const lines = code.split('\n');
  const segments = new Map();
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const line = segments.get(mapping.generatedLine) ?? [];
    line.push(mapping);
    segments.set(mapping.generatedLine, line);
  });
  const parts = { ours: [], libraries: new Map() };
  const add = (source, text) => {
    if (source?.includes('node_modules')) {
      const name = packageOf(source);
      const texts = parts.libraries.get(name) ?? [];
      texts.push(text);
      parts.libraries.set(name, texts);
    } else parts.ours.push(text);
  };
  lines.forEach((text, index) => {
    let from = 0;
    let source = null;
    for (const mapping of segments.get(index + 1) ?? []) {
      add(source, text.slice(from, mapping.generatedColumn));
      from = mapping.generatedColumn;
      source = mapping.source;
    }
    add(source, `${text.slice(from)}\n`);
  });
  return parts;
}

/**
 * @param {URL} dist a build with source maps beside its scripts (`vite build --sourcemap hidden`)
 * @returns {Promise<{ whole: number, libraries: number, byLibrary: { name: string, kb: number }[] }>}
 *   KB gzip, level 9
 */
export async function measureLibraryShare(dist) {
  const assets = new URL('assets/', dist);
  const files = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name));
  const byLibrary = new Map();
  let whole = 0;
  for (const name of files) {
    const code = await readFile(new URL(name, assets), 'utf8');
    const fileKb = gzipKb(code);
    whole += fileKb;
    // Style sheets are ours; so is a script without a map (the bundler's own runtime).
    const mapText = name.endsWith('.css')
      ? undefined
      : await readFile(new URL(`${name}.map`, assets), 'utf8').catch(() => undefined);
    if (mapText === undefined) continue;
    const map = JSON.parse(mapText);
    const { ours, libraries } = splitBySource(code, map);
    const sized = [...libraries].map(([library, texts]) => [library, gzipKb(texts.join(''))]);
    const total = sized.reduce((sum, [, share]) => sum + share, gzipKb(ours.join('')));
    for (const [library, share] of sized) {
      byLibrary.set(library, (byLibrary.get(library) ?? 0) + (fileKb * share) / total);
    }
  }
  const listed = [...byLibrary]
    .map(([name, share]) => ({ name, kb: share }))
    .sort((a, b) => b.kb - a.kb);
  return {
    whole,
    libraries: listed.reduce((sum, { kb: share }) => sum + share, 0),
    byLibrary: listed,
  };
}
