import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { appShell, chunkModules, deferredEntry, routePreload } from './scripts/build-plugins.js';

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
  plugins: [react(), routePreload(), appShell(), deferredEntry(), chunkModules(), precompress],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  build: {
    manifest: true,
    target: 'es2020',
    // Few requests matter more than a few kB on a phone (6 connections, 150 ms round trips): one
    // stylesheet in index.html; everything the entry needs in one chunk; small chunks shared by pages
    // inlined into them, so a page is its own chunk plus at most a few big shared ones (zod, gestures).
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    // One worker, one jsdom and one load of React and the other packages Node loads, for all files (229 →
    // about 55 CPU s for the suite); test/setup.ts loads the app's own modules (and antd-mobile, which Vite
    // transforms) afresh for each file and resets what the files share.
    isolate: false,
  },
});
