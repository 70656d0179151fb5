import {
  DOCUMENT_ORDER_LIFECYCLE,
  type DocumentOrderStateKey,
  type DocumentOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import { DOCUMENT_ORDER_KIND } from './repo';

/** A document order timer's kind in the timers table, e.g. `document:auto_finish`. */
export const documentTimerKind = (transition: DocumentOrderTransitionName): string =>
  lifecycleTimerKind(DOCUMENT_ORDER_KIND, transition);

/**
 * The timers of the state a document order enters, read from the lifecycle table (the 15-minute close of an
 * unpaid order, the 7-day completion of a paid one); those of the state it left end with the transition.
 */
export async function scheduleDocumentOrderTimers(
  trx: Kysely<Database>,
  input: { orderId: number; state: DocumentOrderStateKey; now: number },
): Promise<void> {
  for (const timer of DOCUMENT_ORDER_LIFECYCLE.timers) {
    if (timer.state !== input.state) continue;
    await createTimerRepo(trx).replace(
      {
        kind: documentTimerKind(timer.transition),
        refKind: DOCUMENT_ORDER_KIND,
        refId: input.orderId,
        dueAt: input.now + timer.afterMs,
      },
      input.now,
    );
  }
}

/** Hands each document order timer kind of the lifecycle table to the order service. */
export function registerDocumentOrderTimers(
  worker: TimerWorker,
  service: {
    fireTimer(input: {
      orderId: number;
      transition: DocumentOrderTransitionName;
      timerId: number;
    }): Promise<void>;
  },
): void {
  for (const timer of DOCUMENT_ORDER_LIFECYCLE.timers) {
    worker.handle(documentTimerKind(timer.transition), (row) =>
      service.fireTimer({ orderId: row.ref_id, transition: timer.transition, timerId: row.id }),
    );
  }
}
