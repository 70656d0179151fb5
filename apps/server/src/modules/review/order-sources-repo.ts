import { APPOINTMENT_LIFECYCLE } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { ReviewableOrder } from './order-sources';

/**
 * The reviews' view of service orders: who ordered from whom, what, and whether it finished with its
 * service delivered (issue 15): a partial refund finishes an undelivered order, which is not reviewable.
 */
export async function findServiceOrderForReview(
  db: Kysely<Database>,
  orderNo: string,
): Promise<ReviewableOrder | undefined> {
  const row = await db
    .selectFrom('service_orders')
    .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id')
    .select([
      'service_orders.id',
      'service_orders.order_no',
      'service_orders.customer_id',
      'service_orders.lawyer_id',
      'service_orders.service_name',
      'service_orders.state',
      'service_orders.delivered_at',
      'lawyers.user_id as lawyer_user_id',
    ])
    .where('service_orders.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'service',
    id: row.id,
    orderNo: row.order_no,
    customerId: row.customer_id,
    lawyerId: row.lawyer_id,
    lawyerUserId: row.lawyer_user_id,
    serviceName: row.service_name,
    finished: row.state === 'finish' && row.delivered_at !== null,
  };
}

/** The transitions into `finished`: the meeting took place (已面谈, or the timer after the appointment time). */
const MEETING_TRANSITIONS = APPOINTMENT_LIFECYCLE.transitions
  .filter((transition) => transition.to === 'finished')
  .map((transition) => transition.name);

/**
 * The reviews' view of appointments: reviewable once finished by a meeting that took place (issue 15: an
 * appointment a refund ended, even one finished by a partial refund before migration 026, is not), with the
 * lawyer who took it. The row keeps no service name; the review names the platform's appointment service.
 */
export async function findAppointmentForReview(
  db: Kysely<Database>,
  orderNo: string,
): Promise<ReviewableOrder | undefined> {
  const row = await db
    .selectFrom('appointments')
    .innerJoin('lawyers', 'lawyers.id', 'appointments.lawyer_id')
    .select([
      'appointments.id',
      'appointments.order_no',
      'appointments.customer_id',
      'appointments.lawyer_id',
      'appointments.state',
      'lawyers.user_id as lawyer_user_id',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('order_events')
            .select('order_events.order_id')
            .where('order_events.order_kind', '=', 'appointment')
            .whereRef('order_events.order_id', '=', 'appointments.id')
            .where('order_events.to_state', '=', 'finished')
            .where('order_events.transition', 'in', MEETING_TRANSITIONS),
        )
        .as('met'),
    )
    .where('appointments.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row || row.lawyer_id === null) return undefined;
  const config = await db
    .selectFrom('order_configs')
    .select('name')
    .where('scene', '=', 'appointment')
    .orderBy('id')
    .executeTakeFirst();
  return {
    kind: 'appointment',
    id: row.id,
    orderNo: row.order_no,
    customerId: row.customer_id,
    lawyerId: row.lawyer_id,
    lawyerUserId: row.lawyer_user_id,
    serviceName: config?.name ?? '线下咨询预约',
    finished: row.state === 'finished' && Boolean(row.met),
  };
}
