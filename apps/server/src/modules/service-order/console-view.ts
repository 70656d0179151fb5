import {
  actionsFor,
  SERVICE_ORDER_LIFECYCLE,
  serviceOrderStateLabel,
  stateNamed,
  transitionNamed,
  type AdminServiceOrderItem,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { guardHolds } from '../../core/lifecycle/guards';

/** An order row as the console's list reads it (console-repo's columns). */
export interface ConsoleOrderRow {
  order_no: string;
  state: string;
  service_name: string;
  price: number;
  paid_amount: number;
  refunded_amount: number;
  refund_open: number;
  delivered_at: number | null;
  commission_rate_bp: number;
  created_at: number;
  paid_at: number | null;
  customer_nickname: string;
  customer_phone: string;
  lawyer_uuid: string;
  lawyer_name: string;
}

export const stateLabel = (state: string) =>
  stateNamed(SERVICE_ORDER_LIFECYCLE, state as ServiceOrderStateKey).label;

export function consoleOrderItem(row: ConsoleOrderRow): AdminServiceOrderItem {
  return {
    order_no: row.order_no,
    state: row.state as ServiceOrderStateKey,
    // As both parties read it: 待确认 once delivered.
    state_label: serviceOrderStateLabel({
      state: row.state as ServiceOrderStateKey,
      delivered_at: row.delivered_at,
    }),
    service_name: row.service_name,
    price: row.price,
    paid_amount: row.paid_amount,
    refunded_amount: row.refunded_amount,
    refund_open: row.refund_open,
    commission_rate_bp: row.commission_rate_bp,
    customer: { nickname: row.customer_nickname, phone: row.customer_phone },
    lawyer: { uuid: row.lawyer_uuid, name: row.lawyer_name },
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
}

/** The operator transitions the lifecycle table allows in the order's state now, guards included. */
export function operatorActions(order: ServiceOrderRow, now: number): string[] {
  return actionsFor(SERVICE_ORDER_LIFECYCLE, order.state, 'operator')
    .filter((transition) => guardHolds(transition.guard, order, now))
    .map((transition) => transition.name);
}

export function consoleEvent(event: OrderEventRow) {
  return {
    transition: event.transition,
    label: transitionNamed(SERVICE_ORDER_LIFECYCLE, event.transition as ServiceOrderTransitionName).label,
    from: event.from_state,
    to: event.to_state,
    actor: event.actor_kind,
    amount: event.amount,
    note: event.note,
    created_at: event.created_at,
  };
}
