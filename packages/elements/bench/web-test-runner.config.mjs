import { filePlugin } from '@web/test-runner-commands/plugins';
import base from '../web-test-runner.config.mjs';

// Benchmarks run in the same Chromium as the tests, but they measure and write a report; they
// assert nothing about speed (design.md §8).
export default {
  ...base,
  files: 'bench/**/*.bench.ts',
  // Lit's production build, as hosts ship it (the tests use its development build for warnings).
  nodeResolve: { exportConditions: ['@satchel/source', 'browser', 'production'] },
  plugins: [...base.plugins, filePlugin()],
  testFramework: { config: { timeout: 120000 } },
  testsFinishTimeout: 900000,
};
