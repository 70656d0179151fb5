import type { Kysely } from 'kysely';
import { dropNotNull } from '../dialect';

/**
 * Platform documents (PRODUCT §12: operators upload them from the console): a document is uploaded by a
 * user (`uploader_user_id`) or by an operator (`uploader_operator_id`, the user id then null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropNotNull(db, 'documents', 'uploader_user_id');
  await db.schema.alterTable('documents').addColumn('uploader_operator_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('uploader_operator_id').execute();
}
