import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
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

/**
 * React ships CommonJS only. The test server gives the tests, and the wrappers in src/react,
 * `react` and `react-dom/client` as ES modules: one esbuild bundle holds both, so that they share
 * one React, and each name is a module that re-exports its part under the names it has in Node.
 */
const packageRoot = fileURLToPath(new URL('.', import.meta.url));
// The esbuild the test runner already runs on TypeScript.
const esbuild = createRequire(createRequire(import.meta.url).resolve('@web/dev-server-esbuild'))(
  'esbuild',
);
/** The names a CommonJS module exports, read in a Node of its own (React patches the console it loads in). */
const exportNames = (source) =>
  execFileSync(process.execPath, ['-p', `Object.keys(require('${source}')).join(', ')`], {
    cwd: packageRoot,
    encoding: 'utf8',
  }).trim();
const reactParts = { react: 'react', 'react-dom/client': 'reactDomClient' };
const reactBundlePath = '/__react/bundle.js';
let reactBundle;
const reactAsModulesPlugin = {
  name: 'react-as-modules',
  resolveImport: ({ source }) =>
    Object.hasOwn(reactParts, source) ? `/__react/${source}.js` : undefined,
  async serve(context) {
    if (context.path === reactBundlePath) {
      reactBundle ??= esbuild
        .build({
          stdin: {
            contents: Object.entries(reactParts)
              .map(([source, part]) => `export * as ${part} from '${source}';`)
              .join('\n'),
            resolveDir: packageRoot,
          },
          bundle: true,
          format: 'esm',
          write: false,
          define: { 'process.env.NODE_ENV': '"development"' },
        })
        .then((result) => result.outputFiles[0].text);
      return { body: await reactBundle, type: 'js' };
    }
    const source = /^\/__react\/(.+)\.js$/.exec(context.path)?.[1];
    if (source === undefined || !Object.hasOwn(reactParts, source)) return undefined;
    const names = exportNames(source);
    return {
      body: `import { ${reactParts[source]} as part } from '${reactBundlePath}';\nexport default part.default;\nexport const { ${names} } = part;\n`,
      type: 'js',
    };
  },
};

export default {
  files: 'src/**/*.test.ts',
  // browser: the "browser" field, as bundlers read it (papaparse's points to its build without Node's stream).
  nodeResolve: { exportConditions: ['@satchel/source', 'browser', 'development'], browser: true },
  plugins: [
    inlineCssPlugin,
    papaparseAsModulePlugin,
    reactAsModulesPlugin,
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
