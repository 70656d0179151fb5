import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Only the tables this migration writes rows into (a type alias: `withTables` needs an index signature). */
type Tables = {
  platform_settings: { key: string; value: string; updated_at: number };
};

/** The document rules operators may change (PRODUCT §12): price band (fen), commission, daily downloads. */
const SETTINGS = {
  document_price_min_fen: 100,
  document_price_max_fen: 99_900,
  document_commission_percent: 30,
  document_daily_downloads: 20,
};

/**
 * Documents (issue 17, PRODUCT §12), the third order kind.
 * `documents`: one listed item; `state` is the catalogue state (contract DOCUMENT_STATES), `listed_version_id` the
 * version on sale; `search_text` holds title, tags, and the title's pinyin (full and initials) for the centre.
 * `document_versions`: each uploaded file, processed by the conversion job (`processing`, claimed with
 * `lease_until`, retried `attempts` times: a job survives a restart), then reviewed.
 * `document_orders`: the order lifecycle (contract DOCUMENT_ORDER_LIFECYCLE), CAS on `version`; one open or bought
 * order per buyer and document (partial unique index).
 * `document_download_links` / `document_downloads`: each signed address made, and each use of one (the log).
 * `document_ratings` (one per buyer and document), `document_reports` (举报), `document_events` (what happened to a
 * document: uploads, processing, reviews, take-downs; the console shows them, the uploader reads the reasons).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('documents'))
    .addColumn('uploader_user_id', 'integer', (col) => col.notNull())
    .addColumn('uploader_lawyer_id', 'integer')
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('legal_type_id', 'integer', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price', 'bigint', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('listed_version_id', 'integer')
    .addColumn('reason_code', 'varchar(24)')
    .addColumn('reason_text', 'varchar(300)')
    .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('listed_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('documents_state_listed')
    .on('documents')
    .columns(['state', 'listed_at'])
    .execute();
  await db.schema.createIndex('documents_state_sales').on('documents').columns(['state', 'sales']).execute();
  await db.schema
    .createIndex('documents_state_type')
    .on('documents')
    .columns(['state', 'legal_type_id', 'listed_at'])
    .execute();
  await db.schema
    .createIndex('documents_uploader')
    .on('documents')
    .columns(['uploader_user_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('document_versions'))
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('version_no', 'integer', (col) => col.notNull())
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('format', 'varchar(8)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('pdf_key', 'varchar(255)')
    .addColumn('pages', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('text', 'text')
    .addColumn('cover_key', 'varchar(255)')
    .addColumn('previews', 'text')
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('failure', 'varchar(255)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_until', 'bigint')
    .addColumn('note', 'varchar(200)')
    .addColumn('review_decision', 'varchar(8)')
    .addColumn('review_reason_code', 'varchar(24)')
    .addColumn('review_text', 'varchar(300)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('processed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_versions_number')
    .on('document_versions')
    .columns(['document_id', 'version_no'])
    .unique()
    .execute();
  await db.schema
    .createIndex('document_versions_state')
    .on('document_versions')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema.createIndex('document_versions_sha256').on('document_versions').column('sha256').execute();

  await withIdColumn(db, db.schema.createTable('document_orders'))
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('buyer_id', 'integer', (col) => col.notNull())
    .addColumn('uploader_user_id', 'integer', (col) => col.notNull())
    .addColumn('lawyer_id', 'integer')
    .addColumn('price', 'bigint', (col) => col.notNull())
    .addColumn('commission_percent', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('first_used_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_orders_one_open')
    .on('document_orders')
    .columns(['buyer_id', 'document_id'])
    .unique()
    .where(sql.ref('state'), 'in', sql`('unpaid', 'paid', 'finished')`)
    .execute();
  await db.schema
    .createIndex('document_orders_buyer')
    .on('document_orders')
    .columns(['buyer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('document_orders_document')
    .on('document_orders')
    .columns(['document_id', 'state'])
    .execute();
  await db.schema
    .createIndex('document_orders_state')
    .on('document_orders')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('document_download_links')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('format', 'varchar(8)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(12)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_download_links_user')
    .on('document_download_links')
    .columns(['user_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('document_downloads'))
    .addColumn('link_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('format', 'varchar(8)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_downloads_order')
    .on('document_downloads')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('document_downloads_user')
    .on('document_downloads')
    .columns(['user_id', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('document_ratings'))
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('reply', 'varchar(300)')
    .addColumn('reply_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_ratings_once')
    .on('document_ratings')
    .columns(['document_id', 'user_id'])
    .unique()
    .execute();

  await withIdColumn(db, db.schema.createTable('document_reports'))
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(24)', (col) => col.notNull())
    .addColumn('text', 'varchar(300)', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('handled_note', 'varchar(300)')
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_reports_state')
    .on('document_reports')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('document_reports_document')
    .on('document_reports')
    .columns(['document_id', 'state'])
    .execute();

  await withIdColumn(db, db.schema.createTable('document_events'))
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addColumn('version_id', 'integer')
    .addColumn('action', 'varchar(24)', (col) => col.notNull())
    .addColumn('actor_kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'varchar(400)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('document_events_document')
    .on('document_events')
    .columns(['document_id', 'created_at'])
    .execute();

  await db
    .withTables<Tables>()
    .insertInto('platform_settings')
    .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value: String(value), updated_at: 0 })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .withTables<Tables>()
    .deleteFrom('platform_settings')
    .where('key', 'in', Object.keys(SETTINGS))
    .execute();
  for (const table of [
    'document_events',
    'document_reports',
    'document_ratings',
    'document_downloads',
    'document_download_links',
    'document_orders',
    'document_versions',
    'documents',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
