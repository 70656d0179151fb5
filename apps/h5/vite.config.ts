import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { appShell, chunkModules, routePreload } from './scripts/build-plugins.js';

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
  plugins: [react(), routePreload(), appShell(), chunkModules(), precompress],
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
    // One worker, one jsdom and one load of React, antd-mobile and jsdom for all files (240 → ~55 CPU s for
    // the suite); test/setup.ts loads the app's own modules afresh for each file and resets what they share.
    isolate: false,
    // react-spring's frame loop (antd-mobile's masks, sheets and image viewer) keeps module state (a frame is
    // on its way): loaded once for the worker, a frame lost to a faked clock in one file stopped every spring
    // of the files after it (the image viewer's close never finished in 2 of 4 full runs). Loaded with the
    // app's modules, afresh for each file.
    server: { deps: { inline: [/@react-spring\//] } },
  },
});
