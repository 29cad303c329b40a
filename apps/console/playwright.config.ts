import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { servedConsoleUrl } from './e2e/support/served-console.js';

// End-to-end: the built console served by the real server (a child process on a real PostgreSQL,
// started once by the global setup), driven in the machine's Chromium. One worker: the machine
// has two cores and Chromium wants one of them.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // Well under the test's own timeout, so a failure names the step that waited.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Traces of failed tests (`pnpm exec playwright show-trace <file>`); git-ignored.
  outputDir: 'e2e-results',
  use: {
    // Read again in each worker, which starts after the global setup has set it.
    baseURL: servedConsoleUrl(),
    trace: 'retain-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
  },
});
