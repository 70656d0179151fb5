import type { Clock } from '../../src/core/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** A clock that only moves when told; starts at 2025-03-01 02:00 UTC (10:00 in Shanghai). */
export function createTestClock(start = Date.UTC(2025, 2, 1, 2, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
