import type { Lifecycle } from '@lawbridge/contract';

/** A lifecycle timer's kind in the `timers` table: the order kind and the transition it fires. */
export const lifecycleTimerKind = (orderKind: string, transition: string): string =>
  `${orderKind}:${transition}`;

/** The kinds of the timers that run while an order of `orderKind` is in `state` (they end when it leaves). */
export function timerKindsOfState<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  orderKind: string,
  state: S,
): string[] {
  return lifecycle.timers
    .filter((timer) => timer.state === state)
    .map((timer) => lifecycleTimerKind(orderKind, timer.transition));
}
