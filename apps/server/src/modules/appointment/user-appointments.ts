import {
  APPOINTMENT_LIFECYCLE,
  type AppointmentActionBody,
  type AppointmentCreateBody,
  type AppointmentDetail,
  type AppointmentListQuery,
  type AppointmentStateKey,
  type AppointmentSummary,
  type LawyerAppointmentListQuery,
  type Page,
  type PersonActor,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { createTimerRepo } from '../../core/timers/timer-repo';
import { loadRefundRequests } from '../refund/refund-request-view';
import type { ImageLinks } from '../upload/image-links';
import {
  APPOINTMENT_KIND,
  createAppointmentInputsRepo,
  createAppointmentRepo,
  type AppointmentListRow,
} from './repo';
import type { AppointmentService } from './service';
import { appointmentTimerKind } from './timers';
import { appointmentDetail, appointmentSummary } from './view';

/** The timers of the state the appointment is in: their time is what the detail page announces. */
const timersOfState = (state: AppointmentStateKey) =>
  APPOINTMENT_LIFECYCLE.timers
    .filter((timer) => timer.state === state)
    .map((timer) => appointmentTimerKind(timer.transition));

/**
 * Loads what a detail shows for any viewer: the row with names, events, refund requests with their
 * evidence, next deadline.
 */
export async function loadAppointmentDetail(
  db: Kysely<Database>,
  input: { orderNo: string; viewer: PersonActor; now: number; links: ImageLinks },
): Promise<{ row: AppointmentListRow; detail: AppointmentDetail } | null> {
  const row = await createAppointmentRepo(db).namedByNo(input.orderNo);
  if (!row) return null;
  const [events, refundRequests, nextDeadlineAt] = await Promise.all([
    createOrderEventsRepo(db).listFor(APPOINTMENT_KIND, row.id),
    loadRefundRequests(db, APPOINTMENT_KIND, row.id),
    createTimerRepo(db).nextDue({
      refKind: APPOINTMENT_KIND,
      refId: row.id,
      kinds: timersOfState(row.state),
    }),
  ]);
  return {
    row,
    detail: appointmentDetail({
      row,
      events,
      refundRequests,
      viewer: input.viewer,
      now: input.now,
      nextDeadlineAt,
      links: input.links,
    }),
  };
}

/**
 * What customers and lawyers do with appointments through the API: the customer, and the lawyer it is
 * assigned to, only. Someone else's appointment and one that does not exist both answer `无权操作`.
 */
export function createUserAppointments(deps: {
  db: Kysely<Database>;
  clock: Clock;
  service: AppointmentService;
  links: ImageLinks;
}) {
  const { db, clock, service, links } = deps;
  const appointments = createAppointmentRepo(db);
  const inputs = createAppointmentInputsRepo(db);

  async function roleOf(row: AppointmentRow, userId: number): Promise<PersonActor | null> {
    if (row.customer_id === userId) return 'customer';
    if (row.lawyer_id === null) return null;
    const lawyer = await inputs.lawyerOfUser(userId);
    return lawyer && lawyer.id === row.lawyer_id ? 'lawyer' : null;
  }

  async function own(orderNo: string, userId: number) {
    const row = await appointments.findByNo(orderNo);
    const role = row ? await roleOf(row, userId) : null;
    if (!row || !role) throw AppError.forbidden(`appointment ${orderNo} is not user ${userId}'s`);
    return { row, role };
  }

  async function detailFor(orderNo: string, viewer: PersonActor): Promise<AppointmentDetail> {
    const loaded = await loadAppointmentDetail(db, { orderNo, viewer, now: clock.now(), links });
    return loaded!.detail;
  }

  const pageOf = (
    result: { rows: AppointmentListRow[]; total: number },
    query: { page: number; page_size: number },
  ): Page<AppointmentSummary> => ({
    list: result.rows.map(appointmentSummary),
    total: result.total,
    page: query.page,
    page_size: query.page_size,
  });

  return {
    async create(input: { userId: number; body: AppointmentCreateBody }): Promise<AppointmentDetail> {
      const row = await service.create({ customerId: input.userId, body: input.body });
      return detailFor(row.order_no, 'customer');
    },

    async customerPage(userId: number, query: AppointmentListQuery): Promise<Page<AppointmentSummary>> {
      const result = await appointments.customerPage({
        customerId: userId,
        group: query.group,
        page: query.page,
        pageSize: query.page_size,
      });
      return pageOf(result, query);
    },

    async lawyerPage(userId: number, query: LawyerAppointmentListQuery): Promise<Page<AppointmentSummary>> {
      const lawyer = await inputs.lawyerOfUser(userId);
      if (!lawyer) throw AppError.forbidden(`user ${userId} is no lawyer`);
      const result = await appointments.lawyerPage({
        lawyerId: lawyer.id,
        group: query.group,
        page: query.page,
        pageSize: query.page_size,
      });
      return pageOf(result, query);
    },

    async detail(input: { userId: number; orderNo: string }): Promise<AppointmentDetail> {
      const { role } = await own(input.orderNo, input.userId);
      return detailFor(input.orderNo, role);
    },

    /** The customer's own unpaid appointment, for paying it. */
    async customersOrder(input: { userId: number; orderNo: string }): Promise<AppointmentRow> {
      const { row, role } = await own(input.orderNo, input.userId);
      if (role !== 'customer')
        throw AppError.forbidden(`appointment ${input.orderNo} is not user ${input.userId}'s`);
      return row;
    },

    async act(input: { userId: number; body: AppointmentActionBody }): Promise<AppointmentDetail> {
      const { body } = input;
      const { row, role } = await own(body.order_no, input.userId);
      if (body.action === 'propose_time') {
        const actor = { kind: role, id: input.userId };
        await service.proposeTime({ row, appointmentAt: body.appointment_at, actor });
        return detailFor(row.order_no, role);
      }
      const details =
        body.action === 'cancel' || body.action === 'request_refund'
          ? { reason: body.reason, text: body.text ?? null, images: body.images, files: body.files }
          : body.action === 'decline'
            ? { reason: body.reason }
            : body.action === 'answer_refund'
              ? { hearing: { text: body.text, images: body.images } }
              : {};
      await service.act({
        order: row,
        transition: body.action,
        actor: { kind: role, id: input.userId },
        details,
      });
      return detailFor(row.order_no, role);
    },
  };
}

export type UserAppointments = ReturnType<typeof createUserAppointments>;
