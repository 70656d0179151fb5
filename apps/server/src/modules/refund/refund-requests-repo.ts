import { ReviewState } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-refund-uploads';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { RefundRequestRow } from '../../core/db/schema-service-orders';
import type { AttachedUpload } from '../order/attached-uploads';

export type RefundUploadSide = 'customer' | 'lawyer';

/** A request's images and files: the customer's evidence and the lawyer's answer. */
export interface RefundRequestUploads {
  customer: AttachedUpload[];
  lawyer: AttachedUpload[];
}

/** Customers' refund requests on any order kind and the operators' decisions (seed review three-state). */
export function createRefundRequestsRepo(db: Kysely<Database>) {
  return {
    /** A new request waiting for an operator; answers its id. */
    async open(input: {
      orderKind: string;
      orderId: number;
      reason: string;
      text: string | null;
      now: number;
    }): Promise<number> {
      const { id } = await db
        .insertInto('refund_requests')
        .values({
          order_kind: input.orderKind,
          order_id: input.orderId,
          reason: input.reason,
          text: input.text,
          state: ReviewState.waiting.value,
          amount: null,
          answer_text: null,
          answered_at: null,
          decision_reason: null,
          decision_note: null,
          decided_by: null,
          created_at: input.now,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** How many requests the customer made on the order, decided or not. */
    async countFor(orderKind: string, orderId: number): Promise<number> {
      const row = await db
        .selectFrom('refund_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Images and files of one side: the customer's evidence, or the lawyer's answer (upload ids). */
    async addUploads(
      requestId: number,
      uploads: readonly string[],
      side: RefundUploadSide = 'customer',
    ): Promise<void> {
      if (uploads.length === 0) return;
      // Positions run on across both sides: the lawyer's answer comes after the customer's evidence.
      const last = await db
        .selectFrom('refund_request_uploads')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('refund_request_id', '=', requestId)
        .executeTakeFirst();
      const start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await db
        .insertInto('refund_request_uploads')
        .values(
          uploads.map((upload, index) => ({
            refund_request_id: requestId,
            position: start + index,
            upload_id: upload,
            side,
          })),
        )
        .execute();
    },

    /** Both sides' uploads per request id, each in the order sent (every asked id has an entry). */
    async uploadsOf(requestIds: readonly number[]): Promise<Map<number, RefundRequestUploads>> {
      const byRequest = new Map<number, RefundRequestUploads>(
        requestIds.map((id) => [id, { customer: [], lawyer: [] }]),
      );
      if (requestIds.length === 0) return byRequest;
      const rows = await db
        .selectFrom('refund_request_uploads')
        .innerJoin('uploads', 'uploads.id', 'refund_request_uploads.upload_id')
        .select([
          'refund_request_uploads.refund_request_id',
          'refund_request_uploads.side',
          'uploads.id',
          'uploads.file_name',
          'uploads.size',
        ])
        .where('refund_request_uploads.refund_request_id', 'in', [...requestIds])
        .orderBy('refund_request_uploads.refund_request_id')
        .orderBy('refund_request_uploads.position')
        .execute();
      for (const { refund_request_id, side, ...upload } of rows) {
        byRequest.get(refund_request_id)?.[side === 'lawyer' ? 'lawyer' : 'customer'].push(upload);
      }
      return byRequest;
    },

    /** The lawyer's answer (说明情况) on the open request; false when it was answered or decided meanwhile. */
    async answer(input: { id: number; text: string; now: number }): Promise<boolean> {
      const result = await db
        .updateTable('refund_requests')
        .set({ answer_text: input.text, answered_at: input.now })
        .where('id', '=', input.id)
        .where('state', '=', ReviewState.waiting.value)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
      /** The reason code (AFTER_SALE_DECISION_REASONS, or an automatic one) and its text. */
      reasonCode: string;
      note: string;
      operatorId: number | null;
      now: number;
    }): Promise<void> {
      await db
        .updateTable('refund_requests')
        .set({
          state: input.granted ? ReviewState.receive.value : ReviewState.reject.value,
          amount: input.amount,
          decision_reason: input.reasonCode,
          decision_note: input.note,
          decided_by: input.operatorId,
          decided_at: input.now,
        })
        .where('id', '=', input.id)
        .execute();
    },

    /** The order's requests with the name of the operator who decided each (the console's view). */
    listWithDeciderFor(orderKind: string, orderId: number) {
      return db
        .selectFrom('refund_requests')
        .leftJoin('operators', 'operators.id', 'refund_requests.decided_by')
        .selectAll('refund_requests')
        .select('operators.display_name as decided_by_name')
        .where('refund_requests.order_kind', '=', orderKind)
        .where('refund_requests.order_id', '=', orderId)
        .orderBy('refund_requests.id')
        .execute();
    },

    findById(id: number): Promise<RefundRequestRow | undefined> {
      return db.selectFrom('refund_requests').selectAll().where('id', '=', id).executeTakeFirst();
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
