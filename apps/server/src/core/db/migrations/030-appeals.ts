import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * Appeals (申诉, issue 16, PRODUCT §12a) and strikes. `appeals` is a lifecycle of its own (version for the
 * compare-and-set, events in `order_events` with order_kind `appeal`); at most one open appeal per order
 * (a partial unique index). `appeal_uploads` holds both sides' images, `appeal_transcripts` the chat messages
 * (ids; chat messages are never deleted) attached at creation. A refunded appeal writes one `lawyer_strikes`
 * row; enough of them open a `lawyer_strike_pauses` row until an operator lifts it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('appeals'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(24)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('answer_kind', 'varchar(8)')
    .addColumn('answer_text', 'text')
    .addColumn('offer_amount', 'bigint')
    .addColumn('answered_at', 'bigint')
    .addColumn('refund_amount', 'bigint')
    .addColumn('decision_reason', 'varchar(32)')
    .addColumn('decision_text', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .addColumn('transcript_truncated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('appeals_order').on('appeals').columns(['order_kind', 'order_id']).execute();
  await db.schema
    .createIndex('appeals_one_open')
    .on('appeals')
    .columns(['order_kind', 'order_id'])
    .unique()
    .where(sql.ref('state'), 'in', ['waiting_lawyer', 'offered', 'waiting_operator'])
    .execute();
  await db.schema.createIndex('appeals_customer').on('appeals').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('appeals_lawyer').on('appeals').columns(['lawyer_id', 'id']).execute();
  await db.schema.createIndex('appeals_state').on('appeals').columns(['state', 'id']).execute();

  await db.schema
    .createTable('appeal_uploads')
    .addColumn('appeal_id', 'integer', (col) => col.notNull().references('appeals.id'))
    .addColumn('side', 'varchar(8)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().references('uploads.id'))
    .addPrimaryKeyConstraint('appeal_uploads_pk', ['appeal_id', 'side', 'position'])
    .execute();
  await db.schema.createIndex('appeal_uploads_upload').on('appeal_uploads').column('upload_id').execute();

  await db.schema
    .createTable('appeal_transcripts')
    .addColumn('appeal_id', 'integer', (col) => col.notNull().references('appeals.id'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('chat_messages.id'))
    .addPrimaryKeyConstraint('appeal_transcripts_pk', ['appeal_id', 'message_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('lawyer_strikes'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('appeal_id', 'integer', (col) => col.notNull().unique().references('appeals.id'))
    .addColumn('refund_amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('lifted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('lawyer_strikes_lawyer')
    .on('lawyer_strikes')
    .columns(['lawyer_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('lawyer_strike_pauses'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'integer')
    .addColumn('lift_note', 'text')
    .execute();
  await db.schema
    .createIndex('lawyer_strike_pauses_open')
    .on('lawyer_strike_pauses')
    .column('lawyer_id')
    .unique()
    .where(sql.ref('lifted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lawyer_strike_pauses',
    'lawyer_strikes',
    'appeal_transcripts',
    'appeal_uploads',
    'appeals',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
