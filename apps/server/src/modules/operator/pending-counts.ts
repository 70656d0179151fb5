import { ReviewState, type PendingCounts } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appeals';
import '../../core/db/schema-appointments';
import '../../core/db/schema-documents';
import '../../core/db/schema-feedback-content';
import '../../core/db/schema-lawyer-application';
import '../../core/db/schema-service-orders';
import '../../core/db/schema-withdrawals';
import type { Database } from '../../core/db/schema';

/**
 * What waits in each operators' queue, in one statement of eight counts over indexed columns (the menu
 * polls it): the same rows each queue lists by default.
 */
export async function pendingCounts(db: Kysely<Database>): Promise<PendingCounts> {
  const row = await db
    .selectNoFrom((eb) => {
      const count = () => eb.fn.countAll<number>();
      return [
        eb
          .selectFrom('lawyer_applications')
          .select(count().as('n'))
          .where('status', '=', ReviewState.waiting.value)
          .as('applications'),
        eb
          .selectFrom('appointments')
          .select(count().as('n'))
          .where('state', '=', 'waiting_platform')
          .as('dispatch'),
        eb
          .selectFrom('refund_requests')
          .select(count().as('n'))
          .where('order_kind', '=', 'service')
          .where('state', '=', ReviewState.waiting.value)
          .as('refunds'),
        eb
          .selectFrom('refund_requests')
          .select(count().as('n'))
          .where('order_kind', '=', 'appointment')
          .where('state', '=', ReviewState.waiting.value)
          .as('appointment_refunds'),
        eb
          .selectFrom('appeals')
          .select(count().as('n'))
          .where('state', '=', 'waiting_operator')
          .as('appeals'),
        eb
          .selectFrom('withdrawals')
          .select(count().as('n'))
          .where('state', '=', 'requested')
          .as('withdrawals'),
        // A document has one version in review at a time: the review queue's length.
        eb
          .selectFrom('document_versions')
          .select(count().as('n'))
          .where('state', '=', 'reviewing')
          .as('documents'),
        eb.selectFrom('feedback').select(count().as('n')).where('handled', '=', 0).as('feedback'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    applications: Number(row.applications),
    dispatch: Number(row.dispatch),
    refunds: Number(row.refunds),
    appointment_refunds: Number(row.appointment_refunds),
    appeals: Number(row.appeals),
    withdrawals: Number(row.withdrawals),
    documents: Number(row.documents),
    feedback: Number(row.feedback),
  };
}
