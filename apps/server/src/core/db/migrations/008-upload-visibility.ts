import { sql, type Kysely } from 'kysely';

/**
 * Uploads get a visibility (issue 7): every upload starts `private` and becomes `public` once it is a
 * user's or a lawyer's avatar. The avatars already set are public from now on; licence photos and
 * feedback images stay private. The creation-time index serves the cleanup of unreferenced uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('visibility', 'varchar(8)', (col) => col.notNull().defaultTo('private'))
    .execute();
  await sql`
    update uploads set visibility = 'public'
    where id in (select avatar_upload_id from users where avatar_upload_id is not null)
       or id in (select avatar_upload_id from lawyers where avatar_upload_id is not null)
  `.execute(db);
  await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_created').execute();
  await db.schema.alterTable('uploads').dropColumn('visibility').execute();
}
