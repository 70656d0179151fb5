import type { Kysely } from 'kysely';
import { CONTENT_DEFAULTS } from '../../../modules/content/defaults';
import { withIdColumn } from '../dialect';

/** Only the columns this migration inserts into (a type alias: `withTables` needs an index signature). */
type ContentSeedTables = {
  content_pages: { key: string; title: string; body: string; updated_at: number };
};

async function createFeedbackTables(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('contact', 'varchar(64)')
    .addColumn('handled', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'integer', (col) => col.references('operators.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('replied_at', 'bigint')
    .execute();
  // A user's own list (newest first) and their daily limit; the console inbox filtered by state.
  await db.schema
    .createIndex('feedback_user_created')
    .on('feedback')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('feedback_handled').on('feedback').columns(['handled', 'id']).execute();

  await db.schema
    .createTable('feedback_images')
    .addColumn('feedback_id', 'integer', (col) => col.notNull().references('feedback.id').onDelete('cascade'))
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().references('uploads.id'))
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('feedback_images_pk', ['feedback_id', 'sort'])
    .execute();
}

async function createContentPages(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('key', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(64)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('operators.id'))
    .execute();

  const now = Date.now();
  await db
    .withTables<ContentSeedTables>()
    .insertInto('content_pages')
    .values(Object.entries(CONTENT_DEFAULTS).map(([key, page]) => ({ key, ...page, updated_at: now })))
    .execute();
}

/** Feedback with its images, and the content pages operators edit, seeded with the shipped texts (PRODUCT §13). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createFeedbackTables(db);
  await createContentPages(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_pages', 'feedback_images', 'feedback']) {
    await db.schema.dropTable(table).execute();
  }
}
