// Puts Shoelace's light theme at dist/themes/light.css, the file hosts link to without a bundler
// (src/themes/light.css only @imports it, which needs a bundler to resolve).
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const theme = require.resolve('@shoelace-style/shoelace/dist/themes/light.css');
const target = new URL('../dist/themes/light.css', import.meta.url);

await mkdir(new URL('.', target), { recursive: true });
await copyFile(theme, target);
