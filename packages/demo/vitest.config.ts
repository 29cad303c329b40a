import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Read workspace packages from their sources (the `@satchel/source` export condition).
const conditions = ['@satchel/source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
