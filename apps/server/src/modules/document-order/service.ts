import {
  DOCUMENT_ORDER_LIFECYCLE,
  type Actor,
  type DocumentOrderStateKey,
  type DocumentOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { MSG_STATE_CHANGED } from '../../core/lifecycle/transition';
import type { PaymentProvider } from '../../providers/payment';
import type { Notifier } from '../notification/notifier';
import { createOrderActions, type ActingKind, type OrderActionDetails } from '../order/order-actions';
import { refuseTooManyUnpaid } from '../order/order-admission';
import { newOrderNo } from '../order/order-no';
import { createOrderPayments } from '../payment/order-payments';
import type { Refunds } from '../payment/refunds';
import { documentSetting } from './document-settings';
import { documentOrderNotices } from './notices';
import {
  createDocumentOrderRepo,
  DOCUMENT_ORDER_KIND,
  documentOrderStore,
  type DocumentOrderRecord,
} from './repo';
import { createDocumentSales } from './sales';
import { registerDocumentOrderTimers, scheduleDocumentOrderTimers } from './timers';

export const DOCUMENT_ORDER_MSG = {
  unavailable: '文档不存在或已下架',
  own: '不能购买自己上传的文档',
  free: '免费文档可直接下载，无需购买',
  notForSale: '该文档暂不可购买',
  bought: '您已购买该文档，可直接下载',
  notFound: '订单不存在',
} as const;

/** What a transition carries besides its name: an operator's refund text. */
export interface DocumentOrderDetails extends OrderActionDetails {
  reason?: string;
}

export interface DocumentOrderServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  payments: { provider: PaymentProvider; refunds: Refunds };
  notifier: Notifier;
  /** The shared transition code refreshes the lawyer directory for kinds that serve; documents never do. */
  directory: { invalidate(): void };
}

/** The columns each transition sets besides the state (the payment sets `paid_at` itself). */
function changesFor(name: DocumentOrderTransitionName, order: DocumentOrderRecord, _d: unknown, now: number) {
  switch (name) {
    case 'close':
      return { closed_at: now };
    case 'refund':
    case 'operator_refund':
      return { refunded_at: now, refunded_amount: order.price };
    case 'first_use':
      return { first_used_at: now, finished_at: now };
    case 'auto_finish':
      return { finished_at: now };
    default:
      return {};
  }
}

/** Document orders as one order kind of the shared payments and transitions. */
const documentOrderKind: ActingKind<
  DocumentOrderStateKey,
  DocumentOrderTransitionName,
  DocumentOrderRecord,
  DocumentOrderDetails
> = {
  kind: DOCUMENT_ORDER_KIND,
  lifecycle: DOCUMENT_ORDER_LIFECYCLE,
  store: documentOrderStore,
  findByNo: (reader, orderNo) => createDocumentOrderRepo(reader).findByNo(orderNo),
  findById: (reader, id) => createDocumentOrderRepo(reader).findById(id),
  lawyerOf: (order) => order.lawyer_id,
  // The buyer is entitled at once: the sale counts, and the 7-day completion starts.
  async paidWithin(trx, order, now) {
    await createDocumentSales(trx).paid(order.document_id);
    await scheduleDocumentOrderTimers(trx, { orderId: order.id, state: 'paid', now });
  },
  changesFor,
  noticesFor: documentOrderNotices,
  async sideWrites(trx, input) {
    if (input.transition === 'refund' || input.transition === 'operator_refund') {
      await createDocumentSales(trx).refundedWhole(input.order.document_id);
    }
  },
  eventOf: (details, refunded) => ({ amount: refunded > 0 ? refunded : null, note: details.reason ?? null }),
  servesCustomers: false,
};

/** Document orders (PRODUCT §12) through the lifecycle table, paid like every order kind. */
export function createDocumentOrderService(deps: DocumentOrderServiceDeps) {
  const { db, clock } = deps;
  const orders = createDocumentOrderRepo(db);
  const payments = createOrderPayments(deps, documentOrderKind);
  const { act, fireTimer } = createOrderActions(deps, payments, documentOrderKind);

  /** The buyer's open order of the document, refusing one already bought. */
  async function reusable(buyerId: number, documentId: number): Promise<DocumentOrderRecord | undefined> {
    const open = await orders.openOf(buyerId, documentId);
    if (open && open.state !== 'unpaid') throw AppError.common(DOCUMENT_ORDER_MSG.bought);
    return open;
  }

  /**
   * 购买: a listed, priced document not the buyer's own nor already bought; an open unpaid order is reused,
   * a new one refused while the buyer has 5 unpaid document orders (the rule of every order kind).
   * The price, the listed version and the document commission are frozen on the order.
   */
  async function create(input: { buyerId: number; documentId: number }): Promise<DocumentOrderRecord> {
    const document = await db
      .selectFrom('documents')
      .select(['id', 'state', 'price', 'listed_version_id', 'uploader_user_id', 'uploader_lawyer_id'])
      .where('id', '=', input.documentId)
      .executeTakeFirst();
    if (!document || document.state !== 'listed' || document.listed_version_id === null) {
      throw AppError.common(DOCUMENT_ORDER_MSG.unavailable);
    }
    if (document.uploader_user_id === input.buyerId) throw AppError.common(DOCUMENT_ORDER_MSG.own);
    if (Number(document.price) === 0) throw AppError.common(DOCUMENT_ORDER_MSG.free);
    // Only certified lawyers sell (platform and other users' documents are free).
    const { uploader_user_id: uploaderUserId, uploader_lawyer_id: lawyerId } = document;
    if (uploaderUserId === null || lawyerId === null) throw AppError.common(DOCUMENT_ORDER_MSG.notForSale);
    const open = await reusable(input.buyerId, document.id);
    if (open) return open;
    const now = clock.now();
    const commissionPercent = await documentSetting(db, 'document_commission_percent');
    try {
      const id = await db.transaction().execute(async (trx) => {
        await refuseTooManyUnpaid(trx, { table: 'document_orders', customerId: input.buyerId });
        const created = await createDocumentOrderRepo(trx).insert({
          orderNo: newOrderNo('D', now),
          documentId: document.id,
          versionId: document.listed_version_id!,
          buyerId: input.buyerId,
          uploaderUserId,
          lawyerId,
          price: Number(document.price),
          commissionPercent,
          now,
        });
        await scheduleDocumentOrderTimers(trx, { orderId: created, state: 'unpaid', now });
        return created;
      });
      return (await orders.findById(id))!;
    } catch (error) {
      // Two 购买 at once: the partial unique index lets one order in; the other reuses it.
      const raced = await reusable(input.buyerId, document.id);
      if (raced) return raced;
      throw error;
    }
  }

  /** The buyer's own order; anybody else's (or none) is `无权操作`, revealing nothing. */
  async function buyersOrder(input: { userId: number; orderNo: string }): Promise<DocumentOrderRecord> {
    const order = await orders.findByNo(input.orderNo);
    if (!order || order.buyer_id !== input.userId) {
      throw AppError.forbidden(`document order ${input.orderNo} is not user ${input.userId}'s`);
    }
    return order;
  }

  /**
   * The buyer's first download or online reading finishes a paid order (it settles). Someone else's
   * transition first (a refund, the 7-day completion) leaves it to the caller to read the order again.
   */
  async function firstUse(order: DocumentOrderRecord): Promise<void> {
    if (order.state !== 'paid') return;
    try {
      await act({ order, transition: 'first_use', actor: { kind: 'customer', id: order.buyer_id } });
    } catch (error) {
      if (!(error instanceof AppError && error.userMessage === MSG_STATE_CHANGED)) throw error;
    }
  }

  /** A transition by a person (the buyer's close or refund, the operator's refund). */
  function actAs(input: {
    order: DocumentOrderRecord;
    transition: DocumentOrderTransitionName;
    actor: { kind: Actor; id: number };
    reason?: string;
    alsoWithin?: (trx: Kysely<Database>) => Promise<void>;
  }): Promise<DocumentOrderRecord> {
    return act({
      order: input.order,
      transition: input.transition,
      actor: input.actor,
      details: input.reason === undefined ? {} : { reason: input.reason },
      alsoWithin: input.alsoWithin,
    });
  }

  return {
    create,
    buyersOrder,
    firstUse,
    actAs,
    fireTimer,
    findByNo: orders.findByNo,
    findById: orders.findById,
    recordPayment: payments.recordPayment,
    paymentStarted: payments.paymentStarted,
    registerTimers(worker: Parameters<typeof payments.registerTimers>[0]) {
      registerDocumentOrderTimers(worker, { fireTimer });
      payments.registerTimers(worker);
    },
  };
}

export type DocumentOrderService = ReturnType<typeof createDocumentOrderService>;
