/**
 * At most `max` tasks at a time, the rest refused at once rather than queued: a queue would only
 * make every caller wait. Used for argon2 password checks, which run on libuv's small thread pool
 * (shared with file reads, so a flood of them would stall static files).
 */
export function createConcurrencyCap(max: number) {
  let running = 0;
  return {
    /** A release function when a slot was free (call it once done), or null when all are taken. */
    tryAcquire(): (() => void) | null {
      if (running >= max) return null;
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
      };
    },
  };
}

export type ConcurrencyCap = ReturnType<typeof createConcurrencyCap>;
