/** Source of "now" in UTC epoch milliseconds; injected so tests can move time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can move forward while the server runs (TEST_CLOCK_MOVABLE, refused in production). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** The real time shifted by `offsetMs` (TEST_CLOCK_OFFSET_MS, refused in production by the config). */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => Date.now() + offsetMs };
}

/** The real time shifted by an offset that only grows. */
export function movableClock(startOffsetMs: number): MovableClock {
  let offset = startOffsetMs;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}
