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

/** The API server serves this build at /admin/ and the API under /api; in dev Vite proxies /api to it. */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress],
  build: {
    rollupOptions: {
      // React and the router change rarely; a chunk of their own stays cached across console releases.
      output: {
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ? 'react' : undefined,
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    // One jsdom and one module graph for all files: loading antd, React and jsdom again for each of the 30
    // files took more CPU than their tests. No test mocks a module; setup.ts resets what a test may change.
    isolate: false,
    // Page tests load lazy routes that Vite transforms on first use; on a busy machine that takes seconds.
    testTimeout: 30_000,
  },
});
