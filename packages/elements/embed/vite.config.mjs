import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// One self-contained ES module (no external imports) and its stylesheet, in dist/embed.
// scripts/finish-embed.mjs then adds the copies named by their content and compressed twins.
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: here('../dist/embed'),
    emptyOutDir: true,
    // The script is for other sites' pages: code for the browsers the elements support.
    target: 'es2022',
    // The elements load papaparse and uPlot on demand; one file is what a script tag can take.
    rolldownOptions: { output: { codeSplitting: false } },
    lib: {
      entry: here('satchel-elements.js'),
      formats: ['es'],
      fileName: () => 'satchel-elements.js',
      cssFileName: 'satchel-elements',
    },
  },
});
