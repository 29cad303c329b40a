import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip twins of every text file, made once here: the server sends the one the
    // browser accepts (a third of the bytes) and never compresses on the fly.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
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
    // The chunks and what each imports, for the size check (size/check-bundle-size.mjs).
    manifest: true,
  },
});
