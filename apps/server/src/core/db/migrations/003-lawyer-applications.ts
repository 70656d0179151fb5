import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Lawyer certification applications (PRODUCT §5) and the legal types each one asks for. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('lawyer_applications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('real_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('gender', 'smallint', (col) => col.notNull())
    .addColumn('licence_no', 'varchar(17)', (col) => col.notNull())
    .addColumn('law_firm', 'varchar(64)', (col) => col.notNull())
    .addColumn('practice_start_year', 'integer', (col) => col.notNull())
    .addColumn('area_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('degree_id', 'integer', (col) => col.notNull().references('degrees.id'))
    // No foreign keys to uploads, like users.avatar_upload_id: ownership is checked by the service.
    .addColumn('avatar_upload_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('licence_photo_upload_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'integer', (col) => col.references('operators.id'))
    .execute();
  // The applicant's latest application; the console queue by status, newest first.
  await db.schema
    .createIndex('lawyer_applications_user_created')
    .on('lawyer_applications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('lawyer_applications_status_created')
    .on('lawyer_applications')
    .columns(['status', 'created_at'])
    .execute();
  // At most one waiting application per user, even when two submissions race.
  await db.schema
    .createIndex('lawyer_applications_one_open')
    .on('lawyer_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 0)
    .execute();

  await db.schema
    .createTable('application_legal_types')
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('lawyer_applications.id').onDelete('cascade'),
    )
    .addColumn('legal_type_id', 'integer', (col) => col.notNull().references('legal_types.id'))
    .addPrimaryKeyConstraint('application_legal_types_pk', ['application_id', 'legal_type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_legal_types').execute();
  await db.schema.dropTable('lawyer_applications').execute();
}
