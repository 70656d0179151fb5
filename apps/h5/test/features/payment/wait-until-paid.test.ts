import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitUntilPaid } from '../../../src/features/payment/wait-until-paid';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A loader answering the given states in turn (the last one repeats); an Error entry fails that read. */
function loader(states: Array<string | Error>) {
  let index = 0;
  return vi.fn(async () => {
    const next = states[Math.min(index, states.length - 1)];
    index += 1;
    if (next instanceof Error) throw next;
    return { state: next as 'unpaid' };
  });
}

describe('waitUntilPaid', () => {
  it('asks every 2 s until the order has left unpaid, through failed reads', async () => {
    const load = loader(['unpaid', new Error('offline'), 'unpaid', 'waiting']);
    const waiting = waitUntilPaid({ load, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(waiting).resolves.toBe('paid');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('answers closed for an order closed meanwhile', async () => {
    await expect(
      waitUntilPaid({ load: loader(['closed']), signal: new AbortController().signal }),
    ).resolves.toBe('closed');
  });

  it('stops asking when the page is left', async () => {
    const load = loader(['unpaid']);
    const stop = new AbortController();
    const waiting = waitUntilPaid({ load, signal: stop.signal });
    await vi.advanceTimersByTimeAsync(2000);
    stop.abort();
    await expect(waiting).resolves.toBe('stopped');
    const calls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('gives up after the time allowed', async () => {
    const load = loader(['unpaid']);
    const waiting = waitUntilPaid({ load, signal: new AbortController().signal, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(6000);
    await expect(waiting).resolves.toBe('timeout');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
