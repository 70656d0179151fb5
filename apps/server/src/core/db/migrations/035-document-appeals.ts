import type { Kysely } from 'kysely';

/**
 * Appeals on document orders (issue 17, PRODUCT §12a): a finished document order may get part of its price
 * back through an appeal, so it keeps what went back (`refunded_amount`, fen) like the other order kinds; the
 * refund before the first use (`refunded_at`) still returns the whole price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('document_orders')
    .addColumn('refunded_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_orders').dropColumn('refunded_amount').execute();
}
