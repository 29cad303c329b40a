import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';

// The machine's Chromium, never a downloaded one: CHROME_PATH wins, else Debian's path.
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: 'src/**/*.test.ts',
  nodeResolve: { exportConditions: ['@satchel/source', 'browser', 'development'] },
  plugins: [
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
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  // Keyboard and focus tests need the page to own focus, so test files run one at a time.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
};
