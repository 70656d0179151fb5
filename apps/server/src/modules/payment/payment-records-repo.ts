import type { Kysely } from 'kysely';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { PaymentRow } from '../../core/db/schema-service-orders';

export type PaymentRecordState = 'pending' | 'processing' | 'succeeded' | 'failed';

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
    async insert(record: NewPaymentRecord): Promise<number> {
      const row = await db
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
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Moves an unfinished refund to what the provider said; a refund already succeeded or failed keeps
     * its state (a late or repeated answer changes nothing). Answers whether it changed.
     */
    async updateRefund(
      referenceNo: string,
      change: { state: PaymentRecordState; providerTxn: string | null; settledAt: number | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({
          state: change.state,
          settled_at: change.settledAt,
          ...(change.providerTxn === null ? {} : { provider_txn: change.providerTxn }),
        })
        .where('reference_no', '=', referenceNo)
        .where('kind', '=', 'refund')
        .where('state', 'in', ['pending', 'processing'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async exists(referenceNo: string): Promise<boolean> {
      return (await this.findByReference(referenceNo)) !== undefined;
    },

    findByReference(referenceNo: string): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('reference_no', '=', referenceNo).executeTakeFirst();
    },

    findById(id: number): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async countFor(orderKind: string, orderId: number, kind: 'pay' | 'refund'): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.count);
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
