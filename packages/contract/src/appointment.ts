import { z } from 'zod';
import { appointmentSlotProblem, type AppointmentHours } from './appointment-hours';
import { idField, oneOf, optionalText, pattern, phoneField, text } from './fields';
import { lawyerUuidField } from './lawyer';
import type { AppointmentStateKey } from './lifecycles';
import { pageQuery } from './paging';
import {
  orderNoField,
  refundAnswerShapes,
  refundEvidenceFields,
  serviceOrderEvent,
  serviceRefundRequest,
} from './service-order';

export const APPOINTMENT_STATES = [
  'unpaid',
  'waiting_platform',
  'waiting_lawyer',
  'time_proposed',
  'receive',
  'reject',
  'cancelled',
  'closed',
  'finished',
] as const satisfies readonly AppointmentStateKey[];

/** 申请退款 reasons (PRODUCT §7). */
export const APPOINTMENT_REFUND_REASONS = ['时间冲突', '不需要了', '律师未联系', '其他'] as const;
/** After the appointment time a refund may still be asked for, with this reason only (PRODUCT §7). */
export const APPOINTMENT_LATE_REFUND_REASON = '律师未联系';
export const APPOINTMENT_DESCRIPTION_MIN = 10;
export const APPOINTMENT_DESCRIPTION_MAX = 500;
export const APPOINTMENT_PLACE_NOTE_MAX = 100;
export const APPOINTMENT_REFUND_TEXT_MAX = 500;
/** Booked at least 2 hours ahead and at most 60 days ahead (PRODUCT §7). */
export const APPOINTMENT_MIN_LEAD_MS = 2 * 3_600_000;
export const APPOINTMENT_MAX_AHEAD_DAYS = 60;
export const APPOINTMENT_MAX_AHEAD_MS = APPOINTMENT_MAX_AHEAD_DAYS * 24 * 3_600_000;
/** Waiting for dispatch longer than this (since it last came into the queue) shows as overdue in the console. */
export const DISPATCH_OVERDUE_MS = 2 * 3_600_000;

/**
 * Why an appointment time cannot be booked now, or null when it can: whole minutes, on the hour or the half
 * hour within the business hours (Asia/Shanghai), at least 2 h after `now`, at most 60 days after it. The
 * form and the server both ask this (the server with its clock and the operators' hours); so does a
 * lawyer's proposal of another time.
 */
export function appointmentTimeProblem(
  appointmentAt: number,
  now: number,
  hours: AppointmentHours,
): string | null {
  if (!Number.isSafeInteger(appointmentAt) || appointmentAt % 60_000 !== 0) return '请选择预约时间';
  const slotProblem = appointmentSlotProblem(appointmentAt, hours);
  if (slotProblem) return slotProblem;
  if (appointmentAt < now + APPOINTMENT_MIN_LEAD_MS) return '预约时间需至少提前2小时';
  if (appointmentAt > now + APPOINTMENT_MAX_AHEAD_MS) {
    return `预约时间不能晚于${APPOINTMENT_MAX_AHEAD_DAYS}天后`;
  }
  return null;
}

/**
 * Whether two areas (city or district codes, GB/T 2260) lie in the same city: a chosen lawyer elsewhere is
 * warned about before booking (docs/decisions.md).
 */
export const sameCityArea = (a: string, b: string): boolean => a.slice(0, 4) === b.slice(0, 4);

/** The warning a customer confirms before booking a lawyer who practises in another city. */
export const otherCityWarning = (lawyerArea: string, meetingArea: string): string =>
  `所选律师执业地在${lawyerArea}，与面谈城市${meetingArea}不同，线下面谈可能需要跨城出行`;

const epochMinute = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `请选择${label}` : `${label}格式不正确`) })
    .int({ error: `${label}格式不正确` })
    .min(0, { error: `${label}格式不正确` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label}格式不正确` });

/** POST /order/appointment: 线下咨询预约表单 (PRODUCT §7). The time window is checked against the clock. */
export const appointmentCreateBody = z.object({
  name: text('联系人', { min: 2, max: 20 }),
  phone: phoneField,
  /** A city or district (6 digits; the server checks it is one). */
  area_code: pattern('所在城市', /^\d{6}$/),
  legal_type_id: idField('咨询类型'),
  /** UTC epoch ms of the chosen Shanghai date and time, whole minutes. */
  appointment_at: epochMinute('预约时间'),
  place_note: optionalText('见面地点说明', APPOINTMENT_PLACE_NOTE_MAX),
  description: text('问题描述', { min: APPOINTMENT_DESCRIPTION_MIN, max: APPOINTMENT_DESCRIPTION_MAX }),
  /** The lawyer chosen on their page; absent: the platform assigns one. */
  lawyer_uuid: lawyerUuidField.optional(),
  /**
   * The customer saw the warning that the chosen lawyer practises in another city than the meeting's and
   * books anyway (docs/decisions.md); without it such a booking is refused with that warning.
   */
  other_city_confirmed: z.boolean({ error: '跨城确认格式不正确' }).optional(),
});
export type AppointmentCreateBody = z.infer<typeof appointmentCreateBody>;

/**
 * The tabs of 预约记录 (docs/decisions.md): each appointment is in exactly one group. 待接单 holds both waits
 * before a lawyer took it (the platform's dispatch, the lawyer's answer); 退款中 is an accepted appointment
 * whose refund request waits for the platform; 已取消 holds every end without a meeting (closed unpaid,
 * cancelled with a refund, refused by the platform with a refund).
 */
export const APPOINTMENT_GROUPS = [
  'unpaid',
  'waiting',
  'receive',
  'refunding',
  'finished',
  'cancelled',
] as const;
export type AppointmentGroup = (typeof APPOINTMENT_GROUPS)[number];
export const APPOINTMENT_GROUP_LABELS: Readonly<Record<AppointmentGroup, string>> = {
  unpaid: '待付款',
  waiting: '待接单',
  receive: '已接单',
  refunding: '退款中',
  finished: '已完成',
  cancelled: '已取消',
};

export const appointmentListQuery = pageQuery.extend({
  group: oneOf('预约分组', APPOINTMENT_GROUPS).optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuery>;

/** The lawyer's appointments: those waiting for their answer, upcoming accepted ones, or all. */
export const LAWYER_APPOINTMENT_GROUPS = ['waiting', 'upcoming', 'all'] as const;
export const lawyerAppointmentListQuery = pageQuery.extend({
  group: oneOf('预约分组', LAWYER_APPOINTMENT_GROUPS).default('all'),
});
export type LawyerAppointmentListQuery = z.infer<typeof lawyerAppointmentListQuery>;

export const appointmentQuery = z.object({ order_no: orderNoField });

const withOrder = <T extends z.ZodRawShape>(shape: T) => z.object({ order_no: orderNoField, ...shape });
const refundRequestFields = {
  reason: oneOf('退款原因', APPOINTMENT_REFUND_REASONS),
  text: optionalText('退款说明', APPOINTMENT_REFUND_TEXT_MAX),
  ...refundEvidenceFields,
};

/** POST /order/appointment/action: a customer's or lawyer's transition, by the lifecycle table's name. */
export const appointmentActionBody = z.discriminatedUnion(
  'action',
  [
    withOrder({ action: z.literal('close') }),
    withOrder({ action: z.literal('cancel'), ...refundRequestFields }),
    withOrder({ action: z.literal('request_refund'), ...refundRequestFields }),
    withOrder(refundAnswerShapes.agree),
    withOrder(refundAnswerShapes.answer),
    withOrder({ action: z.literal('accept') }),
    withOrder({ action: z.literal('decline'), reason: text('拒绝原因', { min: 2, max: 200 }) }),
    withOrder({ action: z.literal('mark_met') }),
    withOrder({ action: z.literal('propose_time'), appointment_at: epochMinute('建议时间') }),
    withOrder({ action: z.literal('accept_time') }),
    withOrder({ action: z.literal('decline_time') }),
  ],
  { error: '操作不正确' },
);
export type AppointmentActionBody = z.infer<typeof appointmentActionBody>;

export const appointmentSummary = z.object({
  order_no: z.string(),
  state: oneOf('预约状态', APPOINTMENT_STATES),
  state_label: z.string(),
  /** The seed's four-state value (0 waiting_platform … 3 reject), null outside those states. */
  status: z.number().int().nullable(),
  price: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refund_open: z.number().int(),
  appointment_at: z.number().int(),
  /** 省 市 (区) of the chosen area. */
  area_name: z.string(),
  legal_type_name: z.string(),
  /** The assigned lawyer, else the customer's chosen one, else null (the platform assigns). */
  lawyer: z.object({ uuid: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  customer: z.object({ name: z.string() }),
  created_at: z.number().int(),
});
export type AppointmentSummary = z.infer<typeof appointmentSummary>;

export const appointmentDetail = appointmentSummary.extend({
  /** The contact phone: in full to the customer, and to the lawyer once accepted; masked before. */
  phone: z.string(),
  /** The lawyer's phone, in full to the customer once the lawyer accepted; null before. */
  lawyer_phone: z.string().nullable(),
  place_note: z.string().nullable(),
  description: z.string(),
  /** The lawyer's office address once they accepted (PRODUCT §7, issue 15); null before or when unset. */
  lawyer_office_address: z.string().nullable(),
  /** The other time the lawyer proposed, while it waits for the customer's answer; else null. */
  proposed_at: z.number().int().nullable(),
  /** The chosen or assigned lawyer practises in another city than the meeting's (shown as a warning). */
  lawyer_other_city: z.boolean(),
  /** Whether the lawyer was chosen by the customer (else assigned by the platform). */
  lawyer_chosen: z.boolean(),
  reject_reason: z.string().nullable(),
  paid_at: z.number().int().nullable(),
  accepted_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  /** When the next automatic step happens (expiry, re-dispatch, auto-completion), or null. */
  next_deadline_at: z.number().int().nullable(),
  refund_requests: z.array(serviceRefundRequest),
  /** The transitions the viewer may take now. */
  actions: z.array(z.string()),
  events: z.array(serviceOrderEvent),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;
