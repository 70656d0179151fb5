import type { Kysely } from 'kysely';

/**
 * Documents, second pass (issue 17):
 * - `document_versions_upload`: an upload makes one version at most. The upload check reads it first, but
 *   two creates with the same upload at once could both pass on PostgreSQL; the index lets one in and the
 *   other gets the same refusal.
 * - `document_free_takers`: who has downloaded a free document, one row per user and document, so its
 *   `sales` (distinct users who downloaded) counts a user once, parallel downloads too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('document_versions_upload')
    .on('document_versions')
    .column('upload_id')
    .unique()
    .execute();
  await db.schema
    .createTable('document_free_takers')
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_free_takers_pk', ['document_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_free_takers').execute();
  await db.schema.dropIndex('document_versions_upload').execute();
}
