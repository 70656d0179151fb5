export type PaidCheck = 'paid' | 'closed' | 'timeout' | 'stopped';

export interface WaitOptions {
  /** Reads the order (its `state` decides). */
  load(signal: AbortSignal): Promise<{ state: string }>;
  signal: AbortSignal;
  /** PRODUCT §8: the page asks every 2 s. */
  intervalMs?: number;
  /** Give up after this long (undefined: until stopped). */
  timeoutMs?: number;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Asks for the order until the server has recorded its payment (any state after `unpaid` other than
 * `closed`), it was closed, the time is up or `signal` stops it (the page was left). A failed read is
 * tried again at the next tick.
 */
export async function waitUntilPaid(options: WaitOptions): Promise<PaidCheck> {
  const { signal, intervalMs = 2000 } = options;
  const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
  while (!signal.aborted) {
    try {
      const order = await options.load(signal);
      if (order.state === 'closed') return 'closed';
      if (order.state !== 'unpaid') return 'paid';
    } catch {
      // network or server trouble: ask again at the next tick
    }
    if (signal.aborted) break;
    if (Date.now() + intervalMs > deadline) return 'timeout';
    await sleep(intervalMs, signal);
  }
  return 'stopped';
}
