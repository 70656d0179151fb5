import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * The lawyer side of accounts (issue 18):
 * - `lawyer_applications.id_card_photo_upload_id`: 身份证人像面, private like the licence photo. Null for
 *   applications made before it was asked for; those stay reviewable (docs/decisions.md).
 * - `lawyer_firm_changes`: a certified lawyer's change of 执业机构 waiting for an operator (seed three-state
 *   0 waiting, 1 approved, 2 rejected); the profile keeps the approved firm until approval. At most one
 *   waiting per lawyer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lawyer_applications')
    .addColumn('id_card_photo_upload_id', 'varchar(64)')
    .execute();

  await withIdColumn(db, db.schema.createTable('lawyer_firm_changes'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('previous_law_firm', 'varchar(64)', (col) => col.notNull())
    .addColumn('law_firm', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'integer', (col) => col.references('operators.id'))
    .execute();
  await db.schema
    .createIndex('lawyer_firm_changes_status_created')
    .on('lawyer_firm_changes')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lawyer_firm_changes_lawyer_created')
    .on('lawyer_firm_changes')
    .columns(['lawyer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lawyer_firm_changes_one_open')
    .on('lawyer_firm_changes')
    .column('lawyer_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lawyer_firm_changes').execute();
  await db.schema.alterTable('lawyer_applications').dropColumn('id_card_photo_upload_id').execute();
}
