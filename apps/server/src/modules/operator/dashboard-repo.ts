import { ReviewState } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import { dispatchQueuedAt } from '../appointment/repo';

/** COUNT(*) arrives as a number on SQLite and (parsed by the pg type parser) on PostgreSQL. */
async function total(query: { executeTakeFirstOrThrow(): Promise<{ total: number }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).total);
}

export function createDashboardRepo(db: Kysely<Database>) {
  const users = () => db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total'));

  return {
    async usersTotal(): Promise<number> {
      return total(users());
    },

    async usersCreatedSince(since: number): Promise<number> {
      return total(users().where('created_at', '>=', since));
    },

    /** Users whose latest login happened at or after `since`. */
    async usersLoggedInSince(since: number): Promise<number> {
      return total(users().where('last_login_at', '>=', since));
    },

    async lawyersTotal(): Promise<number> {
      return total(db.selectFrom('lawyers').select((eb) => eb.fn.countAll<number>().as('total')));
    },

    /** Service orders paid at or after `since`, and the fen they paid. */
    async serviceOrdersPaidSince(since: number): Promise<{ count: number; amount: number }> {
      const row = await db
        .selectFrom('service_orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), eb.lit(0)).as('amount'),
        ])
        .where('paid_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), amount: Number(row.amount) };
    },

    /** Open refund requests on orders of `orderKind` (service, appointment). */
    async refundRequestsOpen(orderKind: string): Promise<number> {
      return total(
        db
          .selectFrom('refund_requests')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('order_kind', '=', orderKind)
          .where('state', '=', ReviewState.waiting.value),
      );
    },

    /** Appointments paid at or after `since`, and the fen they paid. */
    async appointmentsPaidSince(since: number): Promise<{ count: number; amount: number }> {
      const row = await db
        .selectFrom('appointments')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), eb.lit(0)).as('amount'),
        ])
        .where('paid_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), amount: Number(row.amount) };
    },

    /** Appointments waiting for dispatch: all, and those paid before `overdueBefore`. */
    async appointmentsWaitingDispatch(overdueBefore: number): Promise<{ waiting: number; overdue: number }> {
      const row = await db
        .selectFrom('appointments')
        .select((eb) => [
          eb.fn.countAll<number>().as('waiting'),
          // In the queue since its last entry (a decline or timeout sends it back afresh).
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb(eb.fn.coalesce(dispatchQueuedAt(eb), 'paid_at'), '<', overdueBefore))
                .then(1)
                .else(0)
                .end(),
            )
            .as('overdue'),
        ])
        .where('state', '=', 'waiting_platform')
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting), overdue: Number(row.overdue ?? 0) };
    },

    async serviceOrdersWaiting(): Promise<number> {
      return total(
        db
          .selectFrom('service_orders')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('state', '=', 'waiting'),
      );
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
