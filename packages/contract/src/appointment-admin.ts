import { z } from 'zod';
import { APPOINTMENT_STATES, appointmentDetail, appointmentSummary } from './appointment';
import { oneOf, pattern, text } from './fields';
import { lawyerUuidField } from './lawyer';
import { pageQuery } from './paging';
import { orderNoField } from './service-order';
import {
  adminLedgerLine,
  adminPaymentRecord,
  adminRefundRecord,
  refundTranscript,
  adminRefundRequestQuery,
} from './service-order-admin';

/** Console: every appointment, newest first (state, order no, the start of the customer's phone). */
export const adminAppointmentQuery = pageQuery.extend({
  state: oneOf('预约状态', APPOINTMENT_STATES).optional(),
  order_no: orderNoField.optional(),
  customer_phone: pattern('手机号', /^\d{3,11}$/).optional(),
});
export type AdminAppointmentQuery = z.infer<typeof adminAppointmentQuery>;

export const adminAppointmentItem = appointmentSummary.extend({
  customer: z.object({ name: z.string(), phone: z.string(), nickname: z.string() }),
  paid_at: z.number().int().nullable(),
  /**
   * While waiting for dispatch: when it last came into the queue (paid, or sent back after a lawyer declined
   * or let 24 h pass); null in any other state.
   */
  waiting_since: z.number().int().nullable(),
  /** Waiting for dispatch longer than 2 hours, counted from `waiting_since`. */
  overdue: z.boolean(),
  commission_rate_bp: z.number().int(),
});
export type AdminAppointmentItem = z.infer<typeof adminAppointmentItem>;

export const adminAppointmentParams = z.object({ order_no: orderNoField });

/** A lawyer an appointment was offered to, and how it ended. */
export const adminAppointmentOffer = z.object({
  lawyer: z.object({ uuid: z.string(), name: z.string() }),
  /** open (waiting for the lawyer), accepted, declined (with the lawyer's reason), timeout (24 h passed). */
  outcome: z.enum(['open', 'accepted', 'declined', 'timeout']),
  reason: z.string().nullable(),
  offered_at: z.number().int(),
  ended_at: z.number().int().nullable(),
});
export type AdminAppointmentOffer = z.infer<typeof adminAppointmentOffer>;

export const adminAppointmentDetail = appointmentDetail.omit({ customer: true }).extend({
  customer: z.object({ name: z.string(), phone: z.string(), nickname: z.string() }),
  waiting_since: z.number().int().nullable(),
  overdue: z.boolean(),
  commission_rate_bp: z.number().int(),
  refundable: z.number().int(),
  offers: z.array(adminAppointmentOffer),
  payments: z.array(adminPaymentRecord),
  /** The console's view of the refund requests (who decided). */
  refund_records: z.array(adminRefundRecord),
  ...refundTranscript,
  ledger: z.array(adminLedgerLine),
});
export type AdminAppointmentDetail = z.infer<typeof adminAppointmentDetail>;

/** A lawyer the console suggests for an appointment (PRODUCT §7 dispatch). */
export const dispatchSuggestion = z.object({
  uuid: z.string(),
  name: z.string(),
  law_firm: z.string(),
  area_name: z.string(),
  /** Distance to the meeting's area: its district, its city, its province, or another province. */
  place_match: z.enum(['same_district', 'same_city', 'same_province', 'other']),
  /** Whether the lawyer lists the appointment's legal type. */
  legal_type_match: z.boolean(),
  accepting: z.boolean(),
  /** Average rating × 10, 0 without reviews. */
  rating: z.number().int(),
  review_count: z.number().int(),
  /** The customer chose this lawyer. */
  chosen: z.boolean(),
});
export type DispatchSuggestion = z.infer<typeof dispatchSuggestion>;

/** Assign (or confirm the customer's chosen) lawyer: the appointment goes to them for acceptance. */
export const appointmentAssignBody = z.object({ order_no: orderNoField, lawyer_uuid: lawyerUuidField });
export type AppointmentAssignBody = z.infer<typeof appointmentAssignBody>;

/** Reject the appointment (full refund). */
export const appointmentRejectBody = z.object({
  order_no: orderNoField,
  reason: text('拒绝原因', { min: 2, max: 200 }),
});
export type AppointmentRejectBody = z.infer<typeof appointmentRejectBody>;

/** Console: the appointment refund reviews; open requests (the default), oldest first. */
export const adminAppointmentRefundQuery = adminRefundRequestQuery;
export type AdminAppointmentRefundQuery = z.infer<typeof adminAppointmentRefundQuery>;

export const adminAppointmentRefundItem = adminRefundRecord.extend({
  order_no: z.string(),
  order_state: oneOf('预约状态', APPOINTMENT_STATES),
  order_state_label: z.string(),
  appointment_at: z.number().int(),
  price: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refundable: z.number().int(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  lawyer: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type AdminAppointmentRefundItem = z.infer<typeof adminAppointmentRefundItem>;
