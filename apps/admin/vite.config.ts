import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The workspace root holds a React 18 (a peer pulled in through antd-mobile's react-spring). Everything this
 * app bundles (antd, the router, React Query) must share the app's own React 19, so React is deduplicated.
 */
const sharedReact = ['react', 'react-dom'];

/**
 * Vitest hands CommonJS files in node_modules to Node, whose resolution would find that root React 18.
 * Under test, libraries are therefore taken as ES modules, which Vite transforms and deduplicates:
 * `module` fields and conditions, and the router and React Query (valid ESM that Node would otherwise
 * load itself) inlined. Icons are imported one file each (`@ant-design/icons/UserOutlined`), whose
 * ES build resolves directly.
 */
const testResolve = { mainFields: ['module'], conditions: ['module'] };
const inlinedForTest = [/react-router/, /@tanstack\/react-query/];

/** The API server serves this build at /admin/ and the API under /api; in dev Vite proxies /api to it. */
export default defineConfig(({ mode }) => ({
  base: '/admin/',
  plugins: [react()],
  resolve: { dedupe: sharedReact, ...(mode === 'test' ? testResolve : {}) },
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
    // Page tests load lazy routes that Vite transforms on first use; on a busy machine that takes seconds.
    testTimeout: 20_000,
    server: { deps: { inline: inlinedForTest } },
  },
}));
