import type { Kysely } from 'kysely';
import { widenVarchar } from '../dialect';

/**
 * `uploads.file_name` (issue 14): the name a file (PDF, Word, Excel, TXT) is shown and downloaded under,
 * cleaned from the uploaded name with the extension its content proves. Images keep null. `uploads.mime`
 * grows from 32 to 100 characters for the Office types (the DOCX one has 71).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('file_name', 'varchar(120)').execute();
  await widenVarchar(db, 'uploads', 'mime', 100);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('file_name').execute();
}
