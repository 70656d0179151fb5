import type { LifecycleTimer } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { createTimerRepo } from '../../core/timers/timer-repo';

/** The transitions that end an open refund request (the operator's decisions). */
const REFUND_DECIDED = new Set(['refund_full', 'refund_partial', 'refund_refused']);

/**
 * How long refund requests were open after `since`, read from the order's timeline (each `request_refund`
 * until the decision that ended it, or until `now` while it is still open). Time before `since` is not
 * counted: the timer's clock had not started then.
 */
export function refundOpenMs(
  events: ReadonlyArray<{ transition: string; created_at: number }>,
  since: number,
  now: number,
): number {
  const after = (from: number, to: number) => Math.max(0, to - Math.max(from, since));
  let openedAt: number | null = null;
  let paused = 0;
  for (const event of events) {
    if (event.transition === 'request_refund') openedAt = event.created_at;
    else if (openedAt !== null && REFUND_DECIDED.has(event.transition)) {
      paused += after(openedAt, event.created_at);
      openedAt = null;
    }
  }
  return openedAt === null ? paused : paused + after(openedAt, now);
}

/**
 * Keeps the one open row of a timer that waits while a refund request is open (the auto-completion,
 * PRODUCT §6, §7) in step with the order, in the transition's transaction: none while a request is open
 * or its clock has not started; otherwise due `afterMs` after `startedAt` plus the time requests were
 * open since then (at once if that has passed). Called whenever one of those changes (delivery,
 * acceptance, a request, a refusal), it replaces any earlier row, so only the current count can fire.
 */
export async function syncPausedTimer(
  trx: Kysely<Database>,
  input: {
    orderKind: string;
    orderId: number;
    timer: Pick<LifecycleTimer<string, string>, 'afterMs' | 'transition'>;
    /** When the timer's clock started (delivery, the booked time); null: not yet. */
    startedAt: number | null;
    refundOpen: boolean;
    now: number;
  },
): Promise<void> {
  const { orderKind, orderId, now } = input;
  const kind = lifecycleTimerKind(orderKind, input.timer.transition);
  const timers = createTimerRepo(trx);
  if (input.startedAt === null || input.refundOpen) {
    await timers.cancel({ kinds: [kind], refKind: orderKind, refId: orderId }, now);
    return;
  }
  const events = await createOrderEventsRepo(trx).listFor(orderKind, orderId);
  const paused = refundOpenMs(events, input.startedAt, now);
  const dueAt = Math.max(now, input.startedAt + input.timer.afterMs + paused);
  await timers.replace({ kind, refKind: orderKind, refId: orderId, dueAt }, now);
}
