import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/close-chromium.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
