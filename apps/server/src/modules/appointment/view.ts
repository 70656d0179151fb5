import {
  actionsFor,
  APPOINTMENT_LIFECYCLE,
  imageUrl,
  maskPhone,
  sameCityArea,
  stateNamed,
  transitionNamed,
  type AppointmentDetail,
  type AppointmentSummary,
  type AppointmentTransitionName,
  type PersonActor,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import { guardHolds } from '../../core/lifecycle/guards';
import { areaFullName } from '../lawyer/area-names';
import { refundRequestView, type RefundRequestWithUploads } from '../refund/refund-request-view';
import type { ImageLinks } from '../upload/image-links';
import type { AppointmentListRow } from './repo';

/** Once the lawyer accepted, both sides see each other's full phone (PRODUCT §7). */
const accepted = (row: AppointmentListRow) => row.accepted_at !== null && row.lawyer_id !== null;

/** The list view: what 预约记录, the lawyer's lists and the console's lists show. */
export function appointmentSummary(row: AppointmentListRow): AppointmentSummary {
  const state = stateNamed(APPOINTMENT_LIFECYCLE, row.state);
  return {
    order_no: row.order_no,
    state: row.state,
    state_label: state.label,
    status: state.seedValue,
    price: row.price,
    paid_amount: row.paid_amount,
    refunded_amount: row.refunded_amount,
    refund_open: row.refund_open,
    appointment_at: row.appointment_at,
    area_name: areaFullName(row.area_code),
    legal_type_name: row.legal_type_name,
    lawyer:
      row.lawyer_uuid && row.lawyer_name
        ? {
            uuid: row.lawyer_uuid,
            name: row.lawyer_name,
            avatar: row.lawyer_avatar ? imageUrl(row.lawyer_avatar) : null,
          }
        : null,
    customer: { name: row.name },
    created_at: row.created_at,
  };
}

export function appointmentEvents(events: readonly OrderEventRow[]): AppointmentDetail['events'] {
  return events.map((event) => ({
    transition: event.transition,
    label: transitionNamed(APPOINTMENT_LIFECYCLE, event.transition as AppointmentTransitionName).label,
    from: event.from_state,
    to: event.to_state,
    actor: event.actor_kind,
    amount: event.amount,
    note: event.note,
    created_at: event.created_at,
  }));
}

/**
 * 线下咨询预约详情 for one viewer (the customer, the assigned lawyer, or an operator): phones in full only
 * where PRODUCT §7 allows, the timeline, refund requests and the buttons the lifecycle table allows now.
 */
export function appointmentDetail(input: {
  row: AppointmentListRow;
  events: readonly OrderEventRow[];
  refundRequests: readonly RefundRequestWithUploads[];
  viewer: PersonActor;
  now: number;
  nextDeadlineAt: number | null;
  links: ImageLinks;
}): AppointmentDetail {
  const { row, viewer } = input;
  const open = accepted(row);
  return {
    ...appointmentSummary(row),
    phone: viewer === 'lawyer' && !open ? maskPhone(row.phone) : row.phone,
    lawyer_phone: viewer !== 'lawyer' && open ? row.lawyer_phone : null,
    lawyer_office_address: open && row.lawyer_office_address ? row.lawyer_office_address : null,
    proposed_at: row.proposed_at,
    lawyer_other_city: row.lawyer_area_code !== null && !sameCityArea(row.lawyer_area_code, row.area_code),
    place_note: row.place_note,
    description: row.description,
    lawyer_chosen:
      row.chosen_lawyer_id !== null && (row.lawyer_id === null || row.lawyer_id === row.chosen_lawyer_id),
    reject_reason: row.reject_reason,
    paid_at: row.paid_at,
    accepted_at: row.accepted_at,
    finished_at: row.finished_at,
    next_deadline_at: input.nextDeadlineAt,
    refund_requests: input.refundRequests.map((request) =>
      refundRequestView(request, row.paid_amount, input.links, input.now),
    ),
    actions: actionsFor(APPOINTMENT_LIFECYCLE, row.state, viewer)
      .filter((transition) => guardHolds(transition.guard, row, input.now))
      .map((transition) => transition.name),
    events: appointmentEvents(input.events),
  };
}
