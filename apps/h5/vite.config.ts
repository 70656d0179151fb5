import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * React is deduplicated because the workspace root hoists an older React for other packages;
 * the H5 app and every library it bundles must share this workspace's React 19.
 */
const sharedReact = ['react', 'react-dom'];

/**
 * Vitest hands CommonJS files in node_modules to Node, whose resolution would find that root React 18.
 * Under test, libraries are therefore taken as ES modules (`module` fields and conditions) and the
 * React libraries inlined, so that Vite transforms and deduplicates them.
 */
const testResolve = { mainFields: ['module'], conditions: ['module'] };
const inlinedForTest = [/@testing-library\/react/, /react-router/, /@tanstack\/react-query/, /zustand/];

/**
 * The contract's modules only declare schemas, enums and helpers, but a bundler cannot know that
 * building a zod schema at module level has no side effects. Saying so (side-effect-free modules,
 * pure `z.*()` calls) lets it drop the schemas a chunk does not use, and with them zod from the
 * entry chunk: the entry needs the contract's enums, paths and messages, not its validators.
 */
const ZOD_CALL = /(?<![\w.])z\.(?=\w+\()/g;
const sideEffectFreeContract: Plugin = {
  name: 'lawbridge:side-effect-free-contract',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/contract/src/')) return null;
    return { code: code.replace(ZOD_CALL, '/* @__PURE__ */ z.'), map: null, moduleSideEffects: false };
  },
};

/**
 * @vitejs/plugin-react resolves `vite` from the workspace root, where Vitest's Vite 8 is hoisted, and then
 * hands this app's Vite 7 dev server Vite 8's native refresh plugin, which fails on every module. Without
 * that one plugin the dev server works (JSX still compiles; an edit reloads the page instead of hot-swapping).
 */
const reactPlugins = react().filter((plugin) => plugin.name !== 'vite:react:refresh-wrapper');

export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [...reactPlugins, sideEffectFreeContract],
  resolve: { dedupe: sharedReact, ...(mode === 'test' ? testResolve : {}) },
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
    server: { deps: { inline: inlinedForTest } },
  },
}));
