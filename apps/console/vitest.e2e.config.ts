import { defineConfig } from 'vitest/config';

// End-to-end: the built console served by the real server (a child process on a real PostgreSQL),
// driven in Chromium through playwright-core. One server for the run; files run one at a time
// because the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
