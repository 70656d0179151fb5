import { sql, type Kysely } from 'kysely';

const ANSWER_MS = 24 * 60 * 60 * 1000;

/**
 * Refund requests join the after-sale model (issue 16, PRODUCT §12a): the lawyer is heard before an operator
 * decides. Each order kind keeps, while a request is open, until when the lawyer may answer
 * (`refund_answer_due_at`, request + 24 h) and when they did (`refund_answered_at`): the lifecycle guards
 * `refund_unanswered` and `refund_heard` read them from the order like `refund_open`. The request keeps the
 * answer (`answer_text`, `answered_at`, the lawyer's images as `side = 'lawyer'` uploads) and the decision's
 * reason code (`decision_reason`; `decision_note` is its text).
 *
 * Requests decided before: the reason `other` with the refusal's note, or 平台审核同意退款 for a granted one, so
 * every decision reads the same. Requests open now give the lawyer 24 h from their creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['service_orders', 'appointments']) {
    await db.schema.alterTable(table).addColumn('refund_answer_due_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('refund_answered_at', 'bigint').execute();
  }
  await db.schema.alterTable('refund_requests').addColumn('answer_text', 'text').execute();
  await db.schema.alterTable('refund_requests').addColumn('answered_at', 'bigint').execute();
  await db.schema.alterTable('refund_requests').addColumn('decision_reason', 'varchar(32)').execute();
  await db.schema
    .alterTable('refund_request_uploads')
    .addColumn('side', 'varchar(16)', (col) => col.notNull().defaultTo('customer'))
    .execute();

  await sql`update refund_requests set decision_reason = 'other' where state <> 0`.execute(db);
  await sql`update refund_requests set decision_note = '平台审核同意退款'
    where state = 1 and decision_note is null`.execute(db);
  await sql`update refund_requests set decision_note = '平台审核不予退款'
    where state = 2 and decision_note is null`.execute(db);
  for (const [table, kind] of [
    ['service_orders', 'service'],
    ['appointments', 'appointment'],
  ] as const) {
    await sql`update ${sql.table(table)} set refund_answer_due_at = (
        select refund_requests.created_at + ${ANSWER_MS} from refund_requests
        where refund_requests.order_kind = ${kind}
          and refund_requests.order_id = ${sql.table(table)}.id
          and refund_requests.state = 0)
      where refund_open = 1`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refund_request_uploads').dropColumn('side').execute();
  for (const column of ['decision_reason', 'answered_at', 'answer_text']) {
    await db.schema.alterTable('refund_requests').dropColumn(column).execute();
  }
  for (const table of ['appointments', 'service_orders']) {
    await db.schema.alterTable(table).dropColumn('refund_answered_at').execute();
    await db.schema.alterTable(table).dropColumn('refund_answer_due_at').execute();
  }
}
