import {
  actionsFor,
  imageUrl,
  SERVICE_ORDER_LIFECYCLE,
  stateNamed,
  transitionNamed,
  type PersonActor,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import { guardHolds } from './guards';
import type { ServiceOrderListRow } from './repo';

/** The list view of an order: what 服务记录 and the lawyer's list show. */
export function serviceOrderSummary(row: ServiceOrderListRow): ServiceOrderSummary {
  const state = stateNamed(SERVICE_ORDER_LIFECYCLE, row.state);
  return {
    order_no: row.order_no,
    state: row.state,
    state_label: state.label,
    status: state.seedValue,
    service_name: row.service_name,
    price: row.price,
    paid_amount: row.paid_amount,
    refunded_amount: row.refunded_amount,
    refund_open: row.refund_open,
    lawyer: {
      uuid: row.lawyer_uuid,
      name: row.lawyer_name,
      avatar: row.lawyer_avatar ? imageUrl(row.lawyer_avatar) : null,
    },
    customer: { nickname: row.customer_nickname },
    created_at: row.created_at,
  };
}

/** 律师服务详情 for one viewer: the order, its timeline and the buttons the lifecycle table allows them. */
export function serviceOrderDetail(
  row: ServiceOrderListRow,
  events: readonly OrderEventRow[],
  viewer: PersonActor,
): ServiceOrderDetail {
  return {
    ...serviceOrderSummary(row),
    description: row.description,
    delivery_note: row.delivery_note,
    paid_at: row.paid_at,
    accepted_at: row.accepted_at,
    delivered_at: row.delivered_at,
    finished_at: row.finished_at,
    actions: actionsFor(SERVICE_ORDER_LIFECYCLE, row.state, viewer)
      .filter((transition) => guardHolds(transition.guard, row))
      .map((transition) => transition.name),
    events: events.map((event) => ({
      transition: event.transition,
      label: transitionNamed(SERVICE_ORDER_LIFECYCLE, event.transition as ServiceOrderTransitionName).label,
      from: event.from_state,
      to: event.to_state,
      actor: event.actor_kind,
      amount: event.amount,
      note: event.note,
      created_at: event.created_at,
    })),
  };
}
