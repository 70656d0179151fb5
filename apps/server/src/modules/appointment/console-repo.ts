import type { AppointmentStateKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import { APPOINTMENT_KIND } from './repo';

/** The console's own reads of appointments: the refund review queue. */
export function createAppointmentConsoleRepo(db: Kysely<Database>) {
  const requests = (status: number) =>
    db
      .selectFrom('refund_requests')
      .innerJoin('appointments', 'appointments.id', 'refund_requests.order_id')
      .where('refund_requests.order_kind', '=', APPOINTMENT_KIND)
      .where('refund_requests.state', '=', status);
  return {
    /** Appointment refund requests of one review state, oldest first, with their appointments. */
    refundQueue(status: number, page: { offset: number; limit: number }) {
      return requests(status)
        .innerJoin('users', 'users.id', 'appointments.customer_id')
        .leftJoin('lawyers', 'lawyers.id', 'appointments.lawyer_id')
        .leftJoin('operators', 'operators.id', 'refund_requests.decided_by')
        .selectAll('refund_requests')
        .select((eb) => [
          'operators.display_name as decided_by_name',
          'appointments.order_no',
          eb.ref('appointments.state').$castTo<AppointmentStateKey>().as('order_state'),
          'appointments.appointment_at',
          'appointments.price',
          'appointments.paid_amount',
          'appointments.refunded_amount',
          'appointments.name as customer_name',
          'users.phone as customer_phone',
          'lawyers.uuid as lawyer_uuid',
          'lawyers.name as lawyer_name',
        ])
        .orderBy('refund_requests.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async refundQueueCount(status: number): Promise<number> {
      const row = await requests(status)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
