import { defineConfig } from 'vitest/config';
import { JOURNEY_WORKERS } from './support/global-setup';

export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/close-chromium.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A UI state reached through an upload or a socket (a compressed picture shown, a badge cleared) can
    // take seconds on a loaded two-core machine; vitest's default would give it one. Locators wait 30 s.
    expect: { poll: { timeout: 10_000 } },
    // Two journey files at a time, each worker on a product of its own (support/global-setup.ts): a journey
    // mostly waits (on pages, animations, the product's timers), so two share the machine well.
    maxWorkers: JOURNEY_WORKERS,
    pool: 'forks',
  },
});
