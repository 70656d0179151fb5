import {
  SERVICE_ORDER_LIFECYCLE,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import { syncPausedTimer } from '../order/paused-timers';
import { SERVICE_ORDER_KIND } from './repo';
import type { ServiceOrderService } from './service';

/** A service-order timer's kind in the timers table, e.g. `service:accept_timeout`. */
export const timerKind = (transition: ServiceOrderTransitionName): string =>
  lifecycleTimerKind(SERVICE_ORDER_KIND, transition);

/** The timers that run while an order is in `state`, counted from now (it is entering it). */
export async function scheduleStateTimers(
  trx: Kysely<Database>,
  input: { orderId: number; state: ServiceOrderStateKey; now: number },
): Promise<void> {
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    if (timer.from === 'entered' && timer.state === input.state) {
      await createTimerRepo(trx).replace(
        {
          kind: timerKind(timer.transition),
          refKind: SERVICE_ORDER_KIND,
          refId: input.orderId,
          dueAt: input.now + timer.afterMs,
        },
        input.now,
      );
    }
  }
}

/** The transitions that start, pause or resume the timers counted from delivery. */
const DELIVERY_TIMER_CHANGES = new Set<ServiceOrderTransitionName>([
  'deliver',
  'request_refund',
  'refund_refused',
]);

/**
 * The timers a transition starts, read from the lifecycle table: those of the state it enters (those of
 * the state it left were ended by the transition itself), and the ones counted from delivery, which wait
 * while a refund request is open: a delivery starts them (unless a request is open), a request ends them,
 * a refusal schedules them again later by the time requests were open after the delivery.
 */
export async function scheduleTimersAfter(
  trx: Kysely<Database>,
  input: {
    order: ServiceOrderRow;
    transition: ServiceOrderTransitionName;
    to: ServiceOrderStateKey;
    now: number;
  },
): Promise<void> {
  const { order, transition, to, now } = input;
  if (to !== order.state) await scheduleStateTimers(trx, { orderId: order.id, state: to, now });
  if (!DELIVERY_TIMER_CHANGES.has(transition)) return;
  // After this transition: a request is open when it asks for one, or one was open and it delivers.
  const refundOpen = transition === 'request_refund' || (transition === 'deliver' && order.refund_open === 1);
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    if (timer.from !== 'delivered') continue;
    await syncPausedTimer(trx, {
      orderKind: SERVICE_ORDER_KIND,
      orderId: order.id,
      timer,
      startedAt: transition === 'deliver' ? now : order.delivered_at,
      refundOpen: timer.pausedWhile === 'refund_open' && refundOpen,
      now,
    });
  }
}

/** Hands each service-order timer kind of the lifecycle table, and the payment check, to the order service. */
export function registerServiceOrderTimers(
  worker: TimerWorker,
  service: Pick<ServiceOrderService, 'fireTimer' | 'registerPaymentTimers'>,
): void {
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    worker.handle(timerKind(timer.transition), (row) =>
      service.fireTimer({ orderId: row.ref_id, transition: timer.transition, timerId: row.id }),
    );
  }
  service.registerPaymentTimers(worker);
}
