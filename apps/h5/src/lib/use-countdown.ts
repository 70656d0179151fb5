import { useEffect, useState } from 'react';

/** Counts whole seconds down to zero once started; `remaining` is 0 when idle. */
export function useCountdown(seconds: number): { remaining: number; start(): void } {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { remaining, start: () => setRemaining(seconds) };
}
