import {
  SERVICE_ORDER_LIFECYCLE,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import { SERVICE_ORDER_KIND } from './repo';
import type { ServiceOrderService } from './service';

/** A service-order timer's kind in the timers table, e.g. `service:accept_timeout`. */
export const timerKind = (transition: ServiceOrderTransitionName): string =>
  `${SERVICE_ORDER_KIND}:${transition}`;

const AUTO_FINISH = SERVICE_ORDER_LIFECYCLE.timers.find((timer) => timer.transition === 'auto_finish')!;

async function schedule(
  trx: Kysely<Database>,
  orderId: number,
  transition: ServiceOrderTransitionName,
  dueAt: number,
  now: number,
) {
  await createTimerRepo(trx).schedule(
    { kind: timerKind(transition), refKind: SERVICE_ORDER_KIND, refId: orderId, dueAt },
    now,
  );
}

/** The timers that run while an order is in `state`, counted from now (it is entering it). */
export async function scheduleStateTimers(
  trx: Kysely<Database>,
  input: { orderId: number; state: ServiceOrderStateKey; now: number },
): Promise<void> {
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    if (timer.from === 'entered' && timer.state === input.state) {
      await schedule(trx, input.orderId, timer.transition, input.now + timer.afterMs, input.now);
    }
  }
}

/**
 * The timers a transition starts, read from the lifecycle table: those of the state it enters, those
 * counted from delivery when it delivers, and, when an operator refuses a refund, the auto-completion
 * again with the time the request was open added (the timer waited meanwhile).
 */
export async function scheduleTimersAfter(
  trx: Kysely<Database>,
  input: {
    order: ServiceOrderRow;
    transition: ServiceOrderTransitionName;
    to: ServiceOrderStateKey;
    now: number;
    refundRequestedAt?: number;
  },
): Promise<void> {
  const { order, transition, to, now } = input;
  if (to !== order.state) await scheduleStateTimers(trx, { orderId: order.id, state: to, now });
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    if (timer.from === 'delivered' && transition === 'deliver') {
      await schedule(trx, order.id, timer.transition, now + timer.afterMs, now);
    }
  }
  if (
    transition === 'refund_refused' &&
    order.delivered_at !== null &&
    input.refundRequestedAt !== undefined
  ) {
    const paused = now - input.refundRequestedAt;
    const dueAt = Math.max(now, order.delivered_at + AUTO_FINISH.afterMs + paused);
    await schedule(trx, order.id, 'auto_finish', dueAt, now);
  }
}

/** Hands each service-order timer kind of the lifecycle table, and the payment check, to the order service. */
export function registerServiceOrderTimers(
  worker: TimerWorker,
  service: Pick<ServiceOrderService, 'fireTimer' | 'registerPaymentTimers'>,
): void {
  for (const timer of SERVICE_ORDER_LIFECYCLE.timers) {
    worker.handle(timerKind(timer.transition), (row) => service.fireTimer(row.ref_id, timer.transition));
  }
  service.registerPaymentTimers(worker);
}
