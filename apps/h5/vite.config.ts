import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** Brotli (best) and gzip files next to every text asset; the server picks one by Accept-Encoding. */
const precompress = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
  exclude: /\.vite\//,
  threshold: 512,
});

export default defineConfig({
  base: '/',
  plugins: [react(), precompress],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  build: {
    manifest: true,
    target: 'es2020',
  },
  test: {
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
  },
});
