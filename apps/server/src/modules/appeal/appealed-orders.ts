import { APPEAL_CHAT_KINDS, type AppealOrderKind } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-document-appeals';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import { createDocumentSales } from '../document-order/sales';

/** What an appeal needs of the order it is about, whatever its kind. */
export interface AppealedOrder {
  kind: AppealOrderKind;
  id: number;
  order_no: string;
  customer_id: number;
  lawyer_id: number | null;
  /** Whether the order is finished (service `finish`, appointment and document `finished`). */
  finished: boolean;
  finished_at: number | null;
  paid_amount: number;
  refunded_amount: number;
  commission_rate_bp: number;
  /** The service's name, 线下咨询预约, or the document's title. */
  title: string;
  /** The document of a document order; null for the other kinds. */
  document_id: number | null;
  /** Whether the parties' chat goes with the appeal (documents have no conversation). */
  has_chat: boolean;
  created_at: number;
}

export const APPOINTMENT_TITLE = '线下咨询预约';

/** An order's row as every kind's reader answers it. */
interface OrderColumns {
  id: number;
  order_no: string;
  customer_id: number;
  lawyer_id: number | null;
  state: string;
  finished_at: number | null;
  paid_amount: number;
  refunded_amount: number;
  commission_rate_bp: number;
  created_at: number;
  title: string;
  document_id: number | null;
}

const SHARED_COLUMNS = [
  'id',
  'order_no',
  'customer_id',
  'lawyer_id',
  'state',
  'finished_at',
  'paid_amount',
  'refunded_amount',
  'commission_rate_bp',
  'created_at',
] as const;

type Reader = (db: Kysely<Database>, orderNo: string) => Promise<OrderColumns | undefined>;

/**
 * Each kind of order appeals are made on: its table, the state that finishes it, the audit target the
 * console links, and how its row reads as an appealed order. A document order's customer is its buyer, its
 * lawyer the uploader, its paid amount the price (once paid) and its commission a frozen percent.
 */
const KINDS: Record<
  AppealOrderKind,
  {
    table: 'service_orders' | 'appointments' | 'document_orders';
    finishedState: string;
    auditTarget: string;
    read: Reader;
    /** What else changes when an appeal's refund leaves nothing of the order paid (documents: a sale less). */
    refundedWhole?: (db: Kysely<Database>, order: AppealedOrder) => Promise<void>;
  }
> = {
  service: {
    table: 'service_orders',
    finishedState: 'finish',
    auditTarget: 'order',
    read: (db, orderNo) =>
      db
        .selectFrom('service_orders')
        .select([...SHARED_COLUMNS, 'service_name as title'])
        .select((eb) => eb.val<number | null>(null).as('document_id'))
        .where('order_no', '=', orderNo)
        .executeTakeFirst(),
  },
  appointment: {
    table: 'appointments',
    finishedState: 'finished',
    auditTarget: 'appointment',
    read: (db, orderNo) =>
      db
        .selectFrom('appointments')
        .select(SHARED_COLUMNS)
        .select((eb) => [
          eb.val(APPOINTMENT_TITLE).as('title'),
          eb.val<number | null>(null).as('document_id'),
        ])
        .where('order_no', '=', orderNo)
        .executeTakeFirst(),
  },
  document: {
    table: 'document_orders',
    finishedState: 'finished',
    auditTarget: 'document_order',
    read: async (db, orderNo) => {
      const row = await db
        .selectFrom('document_orders')
        .innerJoin('documents', 'documents.id', 'document_orders.document_id')
        .select([
          'document_orders.id',
          'document_orders.order_no',
          'document_orders.buyer_id as customer_id',
          'document_orders.lawyer_id',
          'document_orders.state',
          'document_orders.finished_at',
          'document_orders.paid_at',
          'document_orders.price',
          'document_orders.refunded_amount',
          'document_orders.commission_percent',
          'document_orders.created_at',
          'document_orders.document_id',
          'documents.title',
        ])
        .where('document_orders.order_no', '=', orderNo)
        .executeTakeFirst();
      if (!row) return undefined;
      const { paid_at, price, commission_percent, ...rest } = row;
      return {
        ...rest,
        paid_amount: paid_at === null ? 0 : Number(price),
        refunded_amount: Number(row.refunded_amount),
        commission_rate_bp: commission_percent * 100,
      };
    },
    refundedWhole: (db, order) => createDocumentSales(db).refundedWhole(order.document_id!),
  },
};

/** The audit target of an appeal's order (`order:S…`, `appointment:A…`, `document_order:D…`). */
export const auditTargetOf = (order: { order_kind: AppealOrderKind; order_no: string }): string =>
  `${KINDS[order.order_kind].auditTarget}:${order.order_no}`;

/** The orders appeals are made on: service orders, appointments and document orders, read and refunded alike. */
export function createAppealedOrders(db: Kysely<Database>) {
  return {
    async find(kind: AppealOrderKind, orderNo: string): Promise<AppealedOrder | undefined> {
      const row = await KINDS[kind].read(db, orderNo);
      if (!row) return undefined;
      const { state, ...rest } = row;
      return {
        ...rest,
        kind,
        finished: state === KINDS[kind].finishedState,
        has_chat: APPEAL_CHAT_KINDS.includes(kind),
      };
    },

    /**
     * Adds an appeal's refund to the order's refunded amount, only while it stays within what was paid
     * (false: another refund got there first; the caller rolls back). A finished order's paid amount no
     * longer changes, so the amount read with the order bounds it. The refund that leaves nothing paid
     * (read back under the row's lock) takes the kind's further change (a document's sale).
     */
    async addRefunded(order: AppealedOrder, amount: number, now: number): Promise<boolean> {
      const { table, refundedWhole } = KINDS[order.kind];
      const result = await db
        .updateTable(table)
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: now }))
        .where('id', '=', order.id)
        .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', order.paid_amount))
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      if (refundedWhole) {
        const row = await db
          .selectFrom(table)
          .select('refunded_amount')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        if (Number(row.refunded_amount) === order.paid_amount) await refundedWhole(db, order);
      }
      return true;
    },
  };
}
