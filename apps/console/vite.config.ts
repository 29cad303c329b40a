import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { catalogueChunks, catalogueSources } from './bundling/catalogue-chunks.js';
import { clientContracts } from './bundling/client-contracts.js';
import { collapseHtmlWhitespace } from './bundling/collapse-html-whitespace.js';
import { inlineEntryCss } from './bundling/inline-entry-css.js';
import { minifyCssLiterals } from './bundling/minify-css-literals.js';
import { shoelaceUnusedIcons } from './bundling/shoelace-unused-icons.js';
import { unusedPalette } from './bundling/unused-palette.js';
import { uplotUnusedPaths } from './bundling/uplot-unused-paths.js';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    clientContracts(),
    minifyCssLiterals(),
    collapseHtmlWhitespace(),
    unusedPalette(),
    uplotUnusedPaths(),
    shoelaceUnusedIcons(),
    inlineEntryCss(),
    catalogueChunks(),
    // Brotli and gzip twins of every text file, made once here: the server sends the one the
    // browser accepts (a third of the bytes) and never compresses on the fly.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages are consumed from their TypeScript sources.
    conditions: ['@satchel/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/files': apiServer,
    },
  },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    // The chunks and what each imports, for the size check (size/check-bundle-size.mjs).
    manifest: true,
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads the chunks, on
    // import rather than ahead: no polyfill in the first load for it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The sign-in page's code in one file, not six: each file is compressed on its own.
            { name: 'first-load', tags: ['$initial'] },
            // Every other style sheet (the shell's, the screens', the dialogs') in one file, loaded
            // with the app: 5.0 KB gzip, where 21 files of their own came to 9.7 (each file
            // is compressed on its own). Their rules are scoped by their blocks' class names.
            { name: 'styles', test: /\.css$/ },
            // What the languages' catalogues take from the packages (the rules' words, the
            // elements' texts), apart: a catalogue loads before the app, and must bring nothing
            // of it (bundling/catalogue-chunks.ts).
            { name: 'texts', test: catalogueSources },
            // What two or more lazy chunks (the shell, screens, dialogs) share, in one file rather
            // than dozens of small ones. uPlot and Papa Parse stay apart: they load on demand.
            {
              name: 'shared',
              minShareCount: 2,
              test: (id) => !/[\\/](uplot|papaparse)[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
});
