import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

/**
 * `import css from 'x.css?inline'` gives the stylesheet's text, as Vite does. Node resolution drops
 * the query, so a stylesheet is recognised by being requested as a script.
 */
const isImportedCss = (context) =>
  context.path.endsWith('.css') && context.request.get('sec-fetch-dest') === 'script';
const inlineCssPlugin = {
  name: 'inline-css',
  resolveMimeType: (context) => (isImportedCss(context) ? 'js' : undefined),
  transform: (context) =>
    isImportedCss(context)
      ? { body: `export default ${JSON.stringify(context.body)};` }
      : undefined,
};

/**
 * papaparse ships only a UMD build, which Vite converts for hosts; the test server hands it a
 * `module` to fill and exports what it puts there.
 */
const papaparseAsModulePlugin = {
  name: 'papaparse-as-module',
  transform: (context) =>
    /\/papaparse\/papaparse(\.min)?\.js$/.test(context.path)
      ? {
          body: `const module = { exports: {} };\nconst exports = module.exports;\n${context.body}\nexport default module.exports;`,
        }
      : undefined,
};

export default {
  files: 'src/**/*.test.ts',
  // browser: the "browser" field, as bundlers read it (papaparse's points to its build without Node's stream).
  nodeResolve: { exportConditions: ['@satchel/source', 'browser', 'development'], browser: true },
  plugins: [
    inlineCssPlugin,
    papaparseAsModulePlugin,
    // Lets tests read the accessibility tree a screen reader gets.
    a11ySnapshotPlugin(),
    // esbuild ignores tsconfig `extends`; the package tsconfig repeats the decorator settings.
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: chromiumArgs,
      },
    }),
  ],
  // Keyboard and focus tests need the page to own focus, so test files run one at a time.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
};
