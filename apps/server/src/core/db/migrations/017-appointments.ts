import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * Offline appointments (PRODUCT §7) and the lawyers each was offered to. `version` is the compare-and-set
 * guard of the one transition function; money columns are integer fen, times UTC epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('appointments'))
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('area_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('legal_type_id', 'integer', (col) => col.notNull().references('legal_types.id'))
    .addColumn('appointment_at', 'bigint', (col) => col.notNull())
    .addColumn('place_note', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('chosen_lawyer_id', 'integer', (col) => col.references('lawyers.id'))
    .addColumn('lawyer_id', 'integer', (col) => col.references('lawyers.id'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('commission_rate_bp', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(24)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refund_open', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_customer')
    .on('appointments')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('appointments_lawyer')
    .on('appointments')
    .columns(['lawyer_id', 'state'])
    .execute();
  await db.schema
    .createIndex('appointments_state')
    .on('appointments')
    .columns(['state', 'paid_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('appointment_offers'))
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('offered_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('appointment_offers_appointment')
    .on('appointment_offers')
    .columns(['appointment_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_offers').execute();
  await db.schema.dropTable('appointments').execute();
}
