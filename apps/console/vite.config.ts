import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are consumed from their TypeScript sources.
    conditions: ['@satchel/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/files': apiServer,
    },
  },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
  },
});
