import type { LifecycleTransition } from '@lawbridge/contract';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';

type Guard = NonNullable<LifecycleTransition<string, string>['guard']>;

/** Whether a transition's guard from the lifecycle table holds for the order as it is. */
export function guardHolds(guard: Guard | undefined, order: ServiceOrderRow): boolean {
  switch (guard) {
    case 'delivered':
      return order.delivered_at !== null;
    case 'not_delivered':
      return order.delivered_at === null;
    case 'refund_open':
      return order.refund_open === 1;
    case 'no_refund_open':
      return order.refund_open !== 1;
    case undefined:
      return true;
  }
}
