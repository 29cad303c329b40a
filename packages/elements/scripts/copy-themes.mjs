// Puts the themes (src/themes/*.css, made by generate-themes.mjs) at dist/themes, the files hosts
// link to without a bundler.
import { cp } from 'node:fs/promises';

await cp(new URL('../src/themes/', import.meta.url), new URL('../dist/themes/', import.meta.url), {
  recursive: true,
  filter: (source) => !/\.ts$/.test(source),
});
