import {
  APPOINTMENT_LATE_REFUND_REASON,
  APPOINTMENT_LIFECYCLE,
  BEFORE_ACCEPTANCE_REASON,
  appointmentTimeProblem,
  otherCityWarning,
  sameCityArea,
  type Actor,
  type AppointmentCreateBody,
  type AppointmentStateKey,
  type AppointmentTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import type { PaymentProvider } from '../../providers/payment';
import { findAreaPlace } from '../lawyer-application/area-places';
import { areaFullName } from '../lawyer/area-names';
import { checkOwnUploads } from '../order/attached-uploads';
import { createOrderActions, type ActingKind, type OrderActionDetails } from '../order/order-actions';
import { createOrderPayments } from '../payment/order-payments';
import type { Refunds } from '../payment/refunds';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { commissionRateBp } from '../order/commission-rate';
import { newOrderNo } from '../order/order-no';
import {
  APPOINTMENT_KIND,
  appointmentStore,
  createAppointmentInputsRepo,
  createAppointmentRepo,
} from './repo';
import { createAppointmentHoursRepo } from './hours-repo';
import { scheduleAppointmentTimers, syncAutoFinish } from './timers';
import { appointmentNotices } from './notices';
import type { Notifier } from '../notification/notifier';
import { refuseOwnLawyer, refuseTooManyUnpaid } from '../order/order-admission';

export const APPOINTMENT_MSG = {
  notFound: '预约不存在',
  lawyerUnavailable: '该律师暂不接单，请选择其他律师',
  unavailable: '线下咨询预约暂不可用',
  badArea: '请选择所在城市',
  badLegalType: '咨询类型不存在',
  lateRefund: `预约时间已过，仅可因“${APPOINTMENT_LATE_REFUND_REASON}”申请退款`,
  lawyerRefused: '该律师已拒绝或超时未确认此预约，请选择其他律师',
  instantRefundNote: '律师接单前申请，已全额退款',
  sameTime: '建议时间与当前预约时间相同',
  timeDeclined: '用户未接受律师建议的时间',
  timeUnanswered: '用户24小时内未确认律师建议的时间',
} as const;

/** What a transition carries besides its name (checked by the request schemas before it gets here). */
export interface AppointmentActionInput extends OrderActionDetails {
  /** A refusal's or decline's reason, or the customer's refund reason. */
  reason?: string;
  /** The customer's refund text. */
  text?: string | null;
  /** The customer's refund evidence: upload ids of images and of files (their own, checked by kind). */
  images?: readonly string[];
  files?: readonly string[];
  /** `propose_time`: the lawyer's other time (checked against the hours before it gets here). */
  appointmentAt?: number;
  /** `assign`: the lawyer it goes to, and the timeline's note naming them. */
  lawyerId?: number;
  note?: string;
}

export interface AppointmentServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  payments: { provider: PaymentProvider; refunds: Refunds };
  /** Tells people of the transitions that need them (PRODUCT §14). */
  notifier: Notifier;
  /** The lawyer directory's cache: a met appointment changes the lawyer's served-order count. */
  directory: { invalidate(): void };
}

/** The columns each transition sets besides the state. */
function changesFor(
  name: AppointmentTransitionName,
  row: AppointmentRow,
  input: AppointmentActionInput,
  now: number,
): Record<string, unknown> {
  switch (name) {
    case 'assign':
      return { lawyer_id: input.lawyerId };
    case 'platform_reject':
      return { reject_reason: input.reason ?? null, refunded_amount: row.paid_amount };
    case 'accept':
      return { accepted_at: now };
    case 'decline':
    case 'accept_timeout':
      return { lawyer_id: null };
    case 'propose_time':
      return { proposed_at: input.appointmentAt };
    case 'accept_time':
      return { appointment_at: row.proposed_at, proposed_at: null, accepted_at: now };
    case 'decline_time':
      return { lawyer_id: null, proposed_at: null };
    case 'cancel':
    case 'refund_full':
    case 'agree_refund':
      return { refunded_amount: row.paid_amount, proposed_at: null };
    case 'refund_partial':
      // A refund before the meeting ends it as cancelled, keeping the rest for the lawyer (issue 15).
      return { refunded_amount: row.refunded_amount + (input.refundAmount ?? 0) };
    case 'mark_met':
    case 'auto_finish':
      return { finished_at: now };
    default:
      return {};
  }
}

/** What a transition writes besides the appointment: offers, refund requests and decisions, timers. */
async function sideWrites(
  trx: Kysely<Database>,
  input: {
    order: AppointmentRow;
    transition: AppointmentTransitionName;
    to: AppointmentStateKey;
    actor: { kind: Actor; id: number | null };
    details: AppointmentActionInput;
    now: number;
  },
): Promise<void> {
  const { order: row, transition, details, now } = input;
  const offers = createAppointmentRepo(trx);
  const refunds = createRefundRequestsRepo(trx);
  if (transition === 'assign') await offers.addOffer(row.id, details.lawyerId!, now);
  if (transition === 'accept' || transition === 'accept_time') {
    await offers.endOffer(row.id, 'accepted', null, now);
  }
  if (transition === 'decline_time') {
    const reason =
      input.actor.kind === 'system' ? APPOINTMENT_MSG.timeUnanswered : APPOINTMENT_MSG.timeDeclined;
    await offers.endOffer(row.id, 'declined', reason, now);
  }
  if (transition === 'decline') await offers.endOffer(row.id, 'declined', details.reason ?? null, now);
  if (transition === 'accept_timeout') await offers.endOffer(row.id, 'timeout', null, now);
  if (transition === 'cancel' || transition === 'request_refund') {
    const evidence = { images: details.images ?? [], files: details.files ?? [] };
    await checkOwnUploads(trx, input.actor.id ?? 0, evidence);
    const id = await refunds.open({
      orderKind: APPOINTMENT_KIND,
      orderId: row.id,
      reason: details.reason ?? '其他',
      text: details.text ?? null,
      now,
    });
    await refunds.addUploads(id, [...evidence.images, ...evidence.files]);
    // Before the lawyer accepted, the refund is granted at once and in full (PRODUCT §7).
    if (transition === 'cancel') {
      const amount = row.paid_amount - row.refunded_amount;
      await refunds.decide({
        id,
        granted: true,
        amount,
        reasonCode: BEFORE_ACCEPTANCE_REASON.code,
        note: APPOINTMENT_MSG.instantRefundNote,
        operatorId: null,
        now,
      });
    }
  }
  // Accepting the lawyer's time moves the appointment: its timers count from the new time.
  const appointment =
    transition === 'accept_time' && row.proposed_at !== null
      ? { ...row, appointment_at: row.proposed_at }
      : row;
  if (input.to !== row.state) await scheduleAppointmentTimers(trx, { appointment, state: input.to, now });
  // The auto-completion waits while a refund request is open, and counts on after a refusal.
  if (transition === 'request_refund' || transition === 'refund_refused') {
    await syncAutoFinish(trx, { appointment: row, refundOpen: transition === 'request_refund', now });
  }
}

/**
 * Conditions of the appointment itself, beyond the table's guard: refunds after the booked time, and a
 * proposal names its time (checked against the hours by `proposeTime`).
 */
function checkRules(
  name: AppointmentTransitionName,
  row: AppointmentRow,
  details: AppointmentActionInput,
  now: number,
) {
  if (name === 'propose_time' && details.appointmentAt === undefined) {
    throw AppError.badParams('请选择建议时间');
  }
  if (
    name === 'request_refund' &&
    now >= row.appointment_at &&
    details.reason !== APPOINTMENT_LATE_REFUND_REASON
  ) {
    throw AppError.common(APPOINTMENT_MSG.lateRefund);
  }
}

/** Appointments as one order kind of the shared payments and transitions. */
const appointmentKind: ActingKind<
  AppointmentStateKey,
  AppointmentTransitionName,
  AppointmentRow,
  AppointmentActionInput
> = {
  kind: APPOINTMENT_KIND,
  lifecycle: APPOINTMENT_LIFECYCLE,
  store: appointmentStore,
  findByNo: (reader, orderNo) => createAppointmentRepo(reader).findByNo(orderNo),
  findById: (reader, id) => createAppointmentRepo(reader).findById(id),
  lawyerOf: (row) => row.lawyer_id,
  paidWithin: (trx, row, now) =>
    scheduleAppointmentTimers(trx, { appointment: row, state: 'waiting_platform', now }),
  changesFor,
  noticesFor: appointmentNotices,
  checkRules,
  sideWrites,
  eventOf: (details, refunded) => ({
    amount: details.refundAmount ?? (refunded > 0 ? refunded : null),
    note: details.reason ?? details.text ?? details.note ?? null,
  }),
};

/** Offline appointments (PRODUCT §7) through the lifecycle table, paid like every order kind. */
export function createAppointmentService(deps: AppointmentServiceDeps) {
  const { db, clock } = deps;
  const appointments = createAppointmentRepo(db);
  const inputs = createAppointmentInputsRepo(db);
  const payments = createOrderPayments(deps, appointmentKind);
  const { act, fireTimer } = createOrderActions(deps, payments, appointmentKind);
  const hours = createAppointmentHoursRepo(db);

  /** Refuses (code 1, the rule's own message) a time that cannot be booked now within the hours. */
  async function checkTime(appointmentAt: number): Promise<void> {
    const problem = appointmentTimeProblem(appointmentAt, clock.now(), await hours.read());
    if (problem) throw AppError.badParams(problem);
  }

  /** The lawyer proposes another bookable time instead of accepting or declining (issue 15). */
  async function proposeTime(input: {
    row: AppointmentRow;
    appointmentAt: number;
    /** Whoever asks: the table lets only the lawyer take it. */
    actor: { kind: Actor; id: number };
  }): Promise<AppointmentRow> {
    await checkTime(input.appointmentAt);
    if (input.appointmentAt === input.row.appointment_at) throw AppError.badParams(APPOINTMENT_MSG.sameTime);
    return act({
      order: input.row,
      transition: 'propose_time',
      actor: input.actor,
      details: { appointmentAt: input.appointmentAt },
    });
  }

  async function create(input: { customerId: number; body: AppointmentCreateBody }): Promise<AppointmentRow> {
    const { body } = input;
    const now = clock.now();
    await checkTime(body.appointment_at);
    const place = findAreaPlace(body.area_code);
    if (!place || place.isProvince) throw AppError.badParams(APPOINTMENT_MSG.badArea);
    const legalType = await inputs.legalType(body.legal_type_id);
    if (!legalType || legalType.enabled !== 1) throw AppError.badParams(APPOINTMENT_MSG.badLegalType);
    let chosenLawyerId: number | null = null;
    if (body.lawyer_uuid) {
      const lawyer = await inputs.lawyerByUuid(body.lawyer_uuid);
      if (!lawyer || lawyer.enabled !== 1 || lawyer.accepting !== 1) {
        throw AppError.common(APPOINTMENT_MSG.lawyerUnavailable);
      }
      refuseOwnLawyer(input.customerId, lawyer);
      // A lawyer elsewhere is booked only once the customer confirmed the warning (docs/decisions.md).
      if (!sameCityArea(lawyer.area_code, body.area_code) && body.other_city_confirmed !== true) {
        throw AppError.common(
          `${otherCityWarning(areaFullName(lawyer.area_code), areaFullName(body.area_code))}，请确认后再预约`,
        );
      }
      chosenLawyerId = lawyer.id;
    }
    const config = await inputs.appointmentConfig();
    if (!config || config.enabled !== 1) throw AppError.common(APPOINTMENT_MSG.unavailable);
    const rate = await commissionRateBp(db);
    const id = await db.transaction().execute(async (trx) => {
      await refuseTooManyUnpaid(trx, { table: 'appointments', customerId: input.customerId });
      const created = await createAppointmentRepo(trx).insert({
        orderNo: newOrderNo('A', now),
        customerId: input.customerId,
        name: body.name,
        phone: body.phone,
        areaCode: body.area_code,
        legalTypeId: body.legal_type_id,
        appointmentAt: body.appointment_at,
        placeNote: body.place_note ?? null,
        description: body.description,
        chosenLawyerId,
        price: config.price,
        commissionRateBp: rate,
        now,
      });
      await scheduleAppointmentTimers(trx, {
        appointment: { id: created, appointment_at: body.appointment_at },
        state: 'unpaid',
        now,
      });
      return created;
    });
    return (await appointments.findById(id))!;
  }

  /** The operator assigns the appointment to a lawyer (or confirms the customer's chosen one). */
  async function assign(input: {
    row: AppointmentRow;
    lawyerUuid: string;
    operatorId: number;
    /** Further writes committing with the assignment (the console's audit entry, naming the lawyer). */
    alsoWithin: (trx: Kysely<Database>, lawyer: { name: string }) => Promise<void>;
  }): Promise<AppointmentRow> {
    const lawyer = await inputs.lawyerByUuid(input.lawyerUuid);
    if (!lawyer || lawyer.enabled !== 1 || lawyer.accepting !== 1) {
      throw AppError.common(APPOINTMENT_MSG.lawyerUnavailable);
    }
    if ((await appointments.refusedBy(input.row.id)).includes(lawyer.id)) {
      throw AppError.common(APPOINTMENT_MSG.lawyerRefused);
    }
    refuseOwnLawyer(input.row.customer_id, lawyer);
    return act({
      order: input.row,
      transition: 'assign',
      actor: { kind: 'operator', id: input.operatorId },
      details: { lawyerId: lawyer.id, note: `${lawyer.name} 律师` },
      alsoWithin: (trx) => input.alsoWithin(trx, lawyer),
    });
  }

  return {
    create,
    act,
    assign,
    proposeTime,
    hours,
    fireTimer,
    recordPayment: payments.recordPayment,
    paymentStarted: payments.paymentStarted,
    registerPaymentTimers: payments.registerTimers,
    findByNo: appointments.findByNo,
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
