import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Read the workspace packages' TypeScript sources, as the console's build does.
  resolve: { conditions: ['@satchel/source', ...defaultClientConditions] },
  // Each test imports the stores afresh (loadStores): on a busy machine that alone can pass
  // vitest's 5 s default, which is no failure of the stores.
  test: { environment: 'happy-dom', testTimeout: 60_000, setupFiles: ['src/testing/english.ts'] },
});
