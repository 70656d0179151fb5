import { defineConfig } from 'vitest/config';

/**
 * Real server processes (the built dist/server.js): killed mid-flight, two on one PostgreSQL.
 * `npm test` runs it after the build, with a PostgreSQL in TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    include: ['test-processes/**/*.test.ts'],
    env: { TZ: 'UTC' },
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
