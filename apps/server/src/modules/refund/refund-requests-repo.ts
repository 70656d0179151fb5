import { ReviewState } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { RefundRequestRow } from '../../core/db/schema-service-orders';

/** Customers' refund requests on any order kind and the operators' decisions (seed review three-state). */
export function createRefundRequestsRepo(db: Kysely<Database>) {
  return {
    async open(input: {
      orderKind: string;
      orderId: number;
      reason: string;
      text: string | null;
      now: number;
    }) {
      await db
        .insertInto('refund_requests')
        .values({
          order_kind: input.orderKind,
          order_id: input.orderId,
          reason: input.reason,
          text: input.text,
          state: ReviewState.waiting.value,
          amount: null,
          decision_note: null,
          decided_by: null,
          created_at: input.now,
          decided_at: null,
        })
        .execute();
    },

    openFor(orderKind: string, orderId: number): Promise<RefundRequestRow | undefined> {
      return db
        .selectFrom('refund_requests')
        .selectAll()
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .where('state', '=', ReviewState.waiting.value)
        .executeTakeFirst();
    },

    async decide(input: {
      id: number;
      granted: boolean;
      amount: number | null;
      note: string | null;
      operatorId: number | null;
      now: number;
    }): Promise<void> {
      await db
        .updateTable('refund_requests')
        .set({
          state: input.granted ? ReviewState.receive.value : ReviewState.reject.value,
          amount: input.amount,
          decision_note: input.note,
          decided_by: input.operatorId,
          decided_at: input.now,
        })
        .where('id', '=', input.id)
        .execute();
    },

    listFor(orderKind: string, orderId: number): Promise<RefundRequestRow[]> {
      return db
        .selectFrom('refund_requests')
        .selectAll()
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
  };
}
