import type { Kysely } from 'kysely';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';

export interface NewPaymentRecord {
  orderKind: string;
  orderId: number;
  orderNo: string;
  kind: 'pay' | 'refund';
  provider: string;
  /** Unique per provider event: `pay:<provider transaction id>` or the refund number. */
  referenceNo: string;
  providerTxn: string | null;
  amount: number;
  state: 'pending' | 'succeeded';
  now: number;
}

/** Payments and refunds with a provider, per order: what reconciliation and the console read. */
export function createPaymentRecordsRepo(db: Kysely<Database>) {
  return {
    async insert(record: NewPaymentRecord): Promise<void> {
      await db
        .insertInto('payments')
        .values({
          order_kind: record.orderKind,
          order_id: record.orderId,
          order_no: record.orderNo,
          kind: record.kind,
          provider: record.provider,
          reference_no: record.referenceNo,
          provider_txn: record.providerTxn,
          amount: record.amount,
          state: record.state,
          created_at: record.now,
          settled_at: record.state === 'succeeded' ? record.now : null,
        })
        .execute();
    },

    async settle(referenceNo: string, providerTxn: string, now: number): Promise<void> {
      await db
        .updateTable('payments')
        .set({ state: 'succeeded', provider_txn: providerTxn, settled_at: now })
        .where('reference_no', '=', referenceNo)
        .execute();
    },

    async exists(referenceNo: string): Promise<boolean> {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('reference_no', '=', referenceNo)
        .executeTakeFirst();
      return row !== undefined;
    },

    listFor(orderKind: string, orderId: number) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
  };
}
