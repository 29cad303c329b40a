import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read the workspace packages' TypeScript sources, as the console's build does.
  resolve: { conditions: ['@satchel/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    // A test's first import of the stores compiles them: seconds on a busy machine, not a fault.
    testTimeout: 30_000,
  },
});
