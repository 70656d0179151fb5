import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    env: { TZ: 'UTC' },
    pool: 'forks',
    // One test file at a time: in PostgreSQL mode every test app creates its own database.
    fileParallelism: false,
    // Test files share the worker's modules (each still builds its own app on its own database): importing
    // the server once instead of once per file more than halves the suite's CPU time. Nothing the tests
    // change lives in a module's state (clocks, config and databases are per app).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
