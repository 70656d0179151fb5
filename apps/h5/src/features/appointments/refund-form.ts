import {
  APPOINTMENT_LATE_REFUND_REASON,
  APPOINTMENT_REFUND_REASONS,
  appointmentActionBody,
  type AppointmentActionBody,
  type AppointmentDetail,
} from '@lawbridge/contract';
import { fieldIssueOf, type FieldIssue } from '../../lib/validation';

export type RefundReason = (typeof APPOINTMENT_REFUND_REASONS)[number];

/**
 * How 申请退款 goes for this appointment now (PRODUCT §7): before the lawyer accepted it is granted at once
 * and in full (`cancel`); once accepted the platform reviews it (`request_refund`), and after the
 * appointment time only 律师未联系 may be given. Null: the server offers neither now.
 */
export type RefundPath =
  | { action: 'cancel'; reasons: readonly RefundReason[] }
  | { action: 'request_refund'; reasons: readonly RefundReason[]; late: boolean };

export function refundPathOf(appointment: AppointmentDetail, now: number): RefundPath | null {
  if (appointment.actions.includes('cancel'))
    return { action: 'cancel', reasons: APPOINTMENT_REFUND_REASONS };
  if (!appointment.actions.includes('request_refund')) return null;
  const late = now >= appointment.appointment_at;
  return {
    action: 'request_refund',
    reasons: late ? [APPOINTMENT_LATE_REFUND_REASON] : APPOINTMENT_REFUND_REASONS,
    late,
  };
}

export type CheckedRefund = { ok: true; body: AppointmentActionBody } | ({ ok: false } & FieldIssue);

/** What the customer gives: a reason, an explanation, and the upload ids of evidence images and files. */
export interface RefundInput {
  reason: RefundReason | null;
  text: string;
  images: readonly string[];
  files: readonly string[];
}

/** The action body, checked with the contract (a missing reason reads 请选择退款原因). */
export function refundBody(orderNo: string, path: RefundPath, input: RefundInput): CheckedRefund {
  const { reason, text } = input;
  if (!reason) return { ok: false, message: '请选择退款原因', field: 'reason' };
  if (!path.reasons.includes(reason))
    return {
      ok: false,
      message: `预约时间已过，仅可因「${APPOINTMENT_LATE_REFUND_REASON}」申请退款`,
      field: 'reason',
    };
  const trimmed = text.trim();
  const parsed = appointmentActionBody.safeParse({
    order_no: orderNo,
    action: path.action,
    reason,
    ...(trimmed ? { text: trimmed } : {}),
    images: input.images,
    files: input.files,
  });
  if (!parsed.success) return { ok: false, ...fieldIssueOf(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}
