import type { DocumentFormat, DocumentOrderStateKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import type { DocumentOrderRow } from '../../core/db/schema-documents';

/** An order with what its views show of the document: the title and the version on sale now. */
export type OrderWithDocument = DocumentOrderRow & {
  title: string;
  format: DocumentFormat;
  pages: number;
  cover_key: string | null;
  shown_version_id: number;
};

/** States of 已购文档 (unpaid and closed orders are not purchases). */
export const PURCHASE_STATES: DocumentOrderStateKey[] = ['paid', 'finished', 'refunded'];

/** Orders joined with their document, for the buyer's and the console's views. */
export function ordersWithDocument(db: Kysely<Database>) {
  return db
    .selectFrom('document_orders')
    .innerJoin('documents', 'documents.id', 'document_orders.document_id')
    .innerJoin('document_versions', (join) =>
      join.on((eb) =>
        eb(
          'document_versions.id',
          '=',
          eb.fn.coalesce('documents.listed_version_id', 'document_orders.version_id'),
        ),
      ),
    )
    .selectAll('document_orders')
    .select([
      'documents.title',
      'document_versions.format',
      'document_versions.pages',
      'document_versions.cover_key',
      'document_versions.id as shown_version_id',
    ]);
}

/** 已购文档 and the pay page's reads. */
export function createPurchasesRepo(db: Kysely<Database>) {
  return {
    byNo: (orderNo: string): Promise<OrderWithDocument | undefined> =>
      ordersWithDocument(db).where('document_orders.order_no', '=', orderNo).executeTakeFirst(),

    /** The buyer's paid, finished and refunded orders, newest first. */
    async page(input: {
      buyerId: number;
      page: number;
      pageSize: number;
    }): Promise<{ rows: OrderWithDocument[]; total: number }> {
      const rows = await ordersWithDocument(db)
        .where('document_orders.buyer_id', '=', input.buyerId)
        .where('document_orders.state', 'in', PURCHASE_STATES)
        .orderBy('document_orders.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute();
      const { count } = await db
        .selectFrom('document_orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('buyer_id', '=', input.buyerId)
        .where('state', 'in', PURCHASE_STATES)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },
  };
}
