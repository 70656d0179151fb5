import {
  actionsFor,
  APPEAL_ANSWER_HOURS,
  afterSaleReasonLabel,
  APPEAL_LIFECYCLE,
  imageUrl,
  stateNamed,
  transitionNamed,
  type AfterSaleDecision,
  type AppealDetail,
  type AppealSummary,
  type AppealTransitionName,
  type PersonActor,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import type { ImageLinks } from '../upload/image-links';
import { APPOINTMENT_TITLE, type AppealedOrder } from './appealed-orders';
import type { AppealListRow } from './repo';

const ANSWER_MS = APPEAL_ANSWER_HOURS * 3_600_000;
const DECISION_RESULTS: Partial<Record<string, AfterSaleDecision['result']>> = {
  refund_full: 'refund_full',
  refund_partial: 'refund_partial',
  reject: 'rejected',
};

export function appealSummaryOf(row: AppealListRow): AppealSummary {
  return {
    id: row.id,
    order_kind: row.order_kind,
    order_no: row.order_no,
    order_title: row.order_title ?? APPOINTMENT_TITLE,
    document_id: row.document_id,
    type: row.type,
    state: row.state,
    state_label: stateNamed(APPEAL_LIFECYCLE, row.state).label,
    refund_amount: row.refund_amount,
    lawyer: {
      uuid: row.lawyer_uuid,
      name: row.lawyer_name,
      avatar: row.lawyer_avatar ? imageUrl(row.lawyer_avatar) : null,
    },
    customer: { nickname: row.customer_nickname },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The timeline: the customer's appeal, then each transition with its label from the table. */
function eventsOf(row: AppealListRow, events: readonly OrderEventRow[]): AppealDetail['events'] {
  const created = {
    transition: 'create',
    label: '用户提交申诉',
    from: '',
    to: APPEAL_LIFECYCLE.initial,
    actor: 'customer',
    amount: null,
    note: row.text,
    created_at: row.created_at,
  };
  return [
    created,
    ...events.map((event) => ({
      transition: event.transition,
      label: transitionNamed(APPEAL_LIFECYCLE, event.transition as AppealTransitionName).label,
      from: event.from_state,
      to: event.to_state,
      actor: event.actor_kind,
      amount: event.amount,
      note: event.note,
      created_at: event.created_at,
    })),
  ];
}

/** When an appeal waiting for an answer passes to the platform; null when it waits for nobody's clock. */
function dueAt(row: AppealListRow): number | null {
  if (row.state === 'waiting_lawyer') return row.created_at + ANSWER_MS;
  if (row.state === 'offered' && row.answered_at !== null) return row.answered_at + ANSWER_MS;
  return null;
}

/** One appeal as its customer, its lawyer or an operator sees it: evidence of both sides, offer, decision. */
export function appealDetailOf(input: {
  row: AppealListRow;
  order: AppealedOrder;
  events: readonly OrderEventRow[];
  uploads: { customer: readonly string[]; lawyer: readonly string[] };
  viewer: PersonActor;
  links: ImageLinks;
}): AppealDetail {
  const { row, order, links } = input;
  const decision = [...input.events].reverse().find((event) => DECISION_RESULTS[event.transition]);
  return {
    ...appealSummaryOf(row),
    text: row.text,
    images: input.uploads.customer.map((id) => links.signedUrl(id)),
    paid_amount: order.paid_amount,
    refunded_amount: order.refunded_amount,
    refundable: order.paid_amount - order.refunded_amount,
    completed_at: order.finished_at ?? row.created_at,
    answer:
      row.answer_kind === null
        ? null
        : {
            kind: row.answer_kind,
            amount: row.offer_amount,
            text: row.answer_text,
            images: input.uploads.lawyer.map((id) => links.signedUrl(id)),
            created_at: row.answered_at ?? row.updated_at,
          },
    decision: decision
      ? {
          result: DECISION_RESULTS[decision.transition]!,
          amount: row.refund_amount,
          reason_code: row.decision_reason ?? '',
          reason_label: afterSaleReasonLabel(row.decision_reason ?? ''),
          text: row.decision_text ?? '',
          decided_at: row.decided_at ?? decision.created_at,
        }
      : null,
    due_at: dueAt(row),
    actions: actionsFor(APPEAL_LIFECYCLE, row.state, input.viewer).map((transition) => transition.name),
    events: eventsOf(row, input.events),
  };
}
