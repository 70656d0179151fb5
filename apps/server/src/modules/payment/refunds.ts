import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { PaymentRow } from '../../core/db/schema-service-orders';
import { createTimerRepo } from '../../core/timers/timer-repo';
import { TimerNotYet } from '../../core/timers/timer-worker';
import type { PaymentProvider, RefundNotifyEvent, RefundState, RefundStatus } from '../../providers/payment';
import { createPaymentRecordsRepo, type PaymentRecordState } from './payment-records-repo';

/** The timer that follows one refund record until the provider has paid it out. */
export const REFUND_TIMER_KIND = 'payment:refund';
const REFUND_TIMER_REF = 'payment';
/** Normally the refund was sent right after commit; the timer looks again after this. */
const FIRST_CHECK_AFTER_MS = 60_000;
const REFUND_REASON = '律桥订单退款';
export const MSG_UNKNOWN_REFUND = '退款单不存在或金额不符';

export interface RefundToQueue {
  orderKind: string;
  orderId: number;
  orderNo: string;
  /** Integer fen to send back. */
  amount: number;
}

const FINAL_STATES: readonly string[] = ['succeeded', 'failed'];

/**
 * Money going back through the provider (PRODUCT §8), as an outbox: the transition that moves the money
 * back in the ledger also writes the refund record (`pending`) and its timer in the same transaction, so
 * a crash after commit loses nothing. Right after commit the refund is sent; the timer then asks again
 * (same refund number: the provider answers the existing refund) and queries it until it is final.
 */
export function createRefunds(deps: {
  db: Kysely<Database>;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const records = createPaymentRecordsRepo(deps.db);

  /** Inside the refunding transition's transaction: records the refund to send; answers its number. */
  async function queue(trx: Kysely<Database>, refund: RefundToQueue, now: number): Promise<string> {
    const inTransaction = createPaymentRecordsRepo(trx);
    const sequence = (await inTransaction.countFor(refund.orderKind, refund.orderId, 'refund')) + 1;
    const refundNo = `R${refund.orderNo}${String(sequence).padStart(2, '0')}`;
    const id = await inTransaction.insert({
      orderKind: refund.orderKind,
      orderId: refund.orderId,
      orderNo: refund.orderNo,
      kind: 'refund',
      provider: deps.provider.name,
      referenceNo: refundNo,
      providerTxn: null,
      amount: refund.amount,
      state: 'pending',
      now,
    });
    await createTimerRepo(trx).schedule(
      { kind: REFUND_TIMER_KIND, refKind: REFUND_TIMER_REF, refId: id, dueAt: now + FIRST_CHECK_AFTER_MS },
      now,
    );
    return refundNo;
  }

  /** Records what the provider said about a refund; answers the record's state afterwards. */
  async function apply(
    record: PaymentRow,
    status: RefundStatus & { state: RefundState },
  ): Promise<PaymentRecordState> {
    const now = deps.clock.now();
    const state: PaymentRecordState =
      status.state === 'success' ? 'succeeded' : status.state === 'processing' ? 'processing' : 'failed';
    await records.updateRefund(record.reference_no, {
      state,
      providerTxn: status.refund_id,
      settledAt: state === 'succeeded' ? (status.succeeded_at ?? now) : null,
    });
    if (state === 'failed') {
      deps.log.error(
        { refund: { refund_no: record.reference_no, order_no: record.order_no, status: status.state } },
        'refund failed at the provider: the money is owed to the customer, an operator must pay it',
      );
    }
    return state;
  }

  /** What the order was paid in all, which the provider checks refunds against. */
  async function paidTotal(record: PaymentRow): Promise<number> {
    const paid = (await records.listFor(record.order_kind, record.order_id)).find(
      (row) => row.kind === 'pay' && row.state === 'succeeded',
    );
    if (!paid) throw new Error(`refund ${record.reference_no}: the order has no recorded payment`);
    return paid.amount;
  }

  async function ask(record: PaymentRow): Promise<PaymentRecordState> {
    const status = await deps.provider.refund({
      order_no: record.order_no,
      refund_no: record.reference_no,
      amount: record.amount,
      total: await paidTotal(record),
      reason: REFUND_REASON,
    });
    return apply(record, status);
  }

  /** After commit: sends a queued refund now; a failure is logged and left to the timer. */
  async function send(refundNo: string): Promise<void> {
    const record = await records.findByReference(refundNo);
    if (!record || record.state !== 'pending') return;
    try {
      await ask(record);
    } catch (error) {
      deps.log.warn(
        { err: error, refund: { refund_no: refundNo } },
        'refund not accepted yet; the timer retries',
      );
    }
  }

  /** The refund timer: sends what was not accepted, queries what is processing, until it is final. */
  async function reconcile(recordId: number): Promise<void> {
    const record = await records.findById(recordId);
    if (!record || record.kind !== 'refund' || FINAL_STATES.includes(record.state)) return;
    let state: PaymentRecordState;
    if (record.state === 'pending') {
      state = await ask(record);
    } else {
      const status = await deps.provider.queryRefund(record.reference_no);
      state = status.state === 'not_found' ? await ask(record) : await apply(record, status);
    }
    if (!FINAL_STATES.includes(state)) {
      throw new TimerNotYet(`refund ${record.reference_no} is still ${state} at the provider`);
    }
  }

  /** A verified refund notify: must match a refund we sent, in amount too. */
  async function applyNotify(event: RefundNotifyEvent): Promise<void> {
    const record = await records.findByReference(event.refund_no);
    if (
      !record ||
      record.kind !== 'refund' ||
      record.order_no !== event.order_no ||
      record.amount !== event.amount
    ) {
      throw AppError.common(MSG_UNKNOWN_REFUND, `refund notify for ${event.refund_no} matches no refund`);
    }
    await apply(record, { ...event, state: event.status });
  }

  return { queue, send, reconcile, applyNotify };
}

export type Refunds = ReturnType<typeof createRefunds>;
