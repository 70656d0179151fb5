import type { Kysely } from 'kysely';

/**
 * `uploads.file_name` (issue 14): the name a file (PDF, Word, Excel, TXT) is shown and downloaded under,
 * cleaned from the uploaded name with the extension its content proves. Images keep null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('file_name', 'varchar(120)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('file_name').execute();
}
