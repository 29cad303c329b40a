import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read workspace packages from their sources (the `@satchel/source` export condition).
const conditions = ['@satchel/source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Real PostgreSQL and Argon2 are involved; these are ceilings, not expectations.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
