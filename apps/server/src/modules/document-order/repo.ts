import type { DocumentOrderStateKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import '../../core/db/schema-document-appeals';
import type { Database } from '../../core/db/schema';
import type { DocumentOrderRow } from '../../core/db/schema-documents';
import type { OrderStateStore } from '../../core/lifecycle/transition';

export const DOCUMENT_ORDER_KIND = 'document';

/** The columns a transition may set on a document order (the shared payment code also names `paid_amount`). */
const WRITABLE = new Set([
  'paid_at',
  'first_used_at',
  'finished_at',
  'closed_at',
  'refunded_at',
  'refunded_amount',
]);

/**
 * A document order as the shared payment and transition code reads every order kind: the paid amount follows
 * from `paid_at` (a document is paid whole), `refunded_amount` is what went back (the whole price with a
 * refund, a part after an appeal: migration 035), the commission in
 * basis points from the percent frozen on the order, and no refund request is ever open (a refund before
 * the first use is granted at once; after it, the appeal decides).
 */
export type DocumentOrderRecord = DocumentOrderRow & {
  paid_amount: number;
  refunded_amount: number;
  commission_rate_bp: number;
  refund_open: number;
  refund_answer_due_at: null;
  refund_answered_at: null;
};

export function recordOf(row: DocumentOrderRow): DocumentOrderRecord {
  const price = Number(row.price);
  return {
    ...row,
    price,
    paid_amount: row.paid_at === null ? 0 : price,
    refunded_amount: Number(row.refunded_amount),
    commission_rate_bp: row.commission_percent * 100,
    refund_open: 0,
    refund_answer_due_at: null,
    refund_answered_at: null,
  };
}

export const documentOrderStore: OrderStateStore<DocumentOrderStateKey> = {
  kind: DOCUMENT_ORDER_KIND,
  async compareAndSet(trx, input) {
    const changes = Object.fromEntries(Object.entries(input.changes).filter(([key]) => WRITABLE.has(key)));
    const result = await trx
      .updateTable('document_orders')
      .set({ ...changes, state: input.to, version: input.version + 1, updated_at: input.now })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};

export interface NewDocumentOrder {
  orderNo: string;
  documentId: number;
  versionId: number;
  buyerId: number;
  uploaderUserId: number;
  lawyerId: number | null;
  price: number;
  commissionPercent: number;
  now: number;
}

/** The only SQL of document orders themselves. */
export function createDocumentOrderRepo(db: Kysely<Database>) {
  const select = () => db.selectFrom('document_orders').selectAll();
  const record = (row: DocumentOrderRow | undefined) => (row ? recordOf(row) : undefined);
  return {
    async insert(order: NewDocumentOrder): Promise<number> {
      const { id } = await db
        .insertInto('document_orders')
        .values({
          order_no: order.orderNo,
          document_id: order.documentId,
          version_id: order.versionId,
          buyer_id: order.buyerId,
          uploader_user_id: order.uploaderUserId,
          lawyer_id: order.lawyerId,
          price: order.price,
          commission_percent: order.commissionPercent,
          state: 'unpaid',
          created_at: order.now,
          updated_at: order.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    findById: async (id: number) => record(await select().where('id', '=', id).executeTakeFirst()),
    findByNo: async (orderNo: string) =>
      record(await select().where('order_no', '=', orderNo).executeTakeFirst()),

    /** The buyer's open or bought order of the document (one at most: a partial unique index). */
    openOf: async (buyerId: number, documentId: number) =>
      record(
        await select()
          .where('buyer_id', '=', buyerId)
          .where('document_id', '=', documentId)
          .where('state', 'in', ['unpaid', 'paid', 'finished'])
          .executeTakeFirst(),
      ),
  };
}
