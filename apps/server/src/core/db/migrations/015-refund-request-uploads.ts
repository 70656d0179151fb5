import type { Kysely } from 'kysely';

/**
 * The images a customer sends with a refund request (PRODUCT §6: up to 3). They belong to the request, not
 * to the order: after a refusal the customer may ask once more, with other images. Delivery attachments
 * need no table of their own: they are `service_order_uploads` rows with purpose `delivery`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refund_request_uploads')
    .addColumn('refund_request_id', 'integer', (col) => col.notNull().references('refund_requests.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().references('uploads.id'))
    .addPrimaryKeyConstraint('refund_request_uploads_pk', ['refund_request_id', 'position'])
    .execute();
  // Upload cleanup asks whether any row names an upload.
  await db.schema
    .createIndex('refund_request_uploads_upload')
    .on('refund_request_uploads')
    .column('upload_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_request_uploads').execute();
}
