import { transitionNamed, type Lifecycle } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { RefundHearingInput } from '../refund/refund-hearing';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { journalsFor, type OrderMoney } from '../../core/lifecycle/money-effects';
import { applyTransition, MSG_STATE_CHANGED, type OrderStateStore } from '../../core/lifecycle/transition';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import type { PaymentProvider } from '../../providers/payment';
import { createPaymentRecordsRepo } from './payment-records-repo';
import { NO_NOTICES, type NewNotification, type Notifier } from '../notification/notifier';
import type { Refunds } from './refunds';

export const MSG_ORDER_NOT_FOUND = '订单不存在';
export const MSG_AMOUNT_MISMATCH = '支付金额与订单不符';

/** The columns every paid order kind has (service_orders, appointments). */
export interface PayableOrderRow<S extends string> {
  id: number;
  order_no: string;
  state: S;
  version: number;
  price: number;
  paid_amount: number;
  refunded_amount: number;
  commission_rate_bp: number;
}

/** The transitions every paid order kind's lifecycle has under these names: pay, refund_late_payment, close. */
type PaymentTransition = 'pay' | 'refund_late_payment' | 'close';

/** What the payment side needs to know of one order kind. */
export interface PayableKind<S extends string, N extends string, R extends PayableOrderRow<S>> {
  /** `service`, `appointment`: the orders' kind in events, ledger, payments and timers. */
  kind: string;
  lifecycle: Lifecycle<S, N>;
  store: OrderStateStore<S>;
  findByNo(db: Kysely<Database>, orderNo: string): Promise<R | undefined>;
  findById(db: Kysely<Database>, id: number): Promise<R | undefined>;
  /** Who is paid when the order settles; null while nobody is yet. */
  lawyerOf(order: R): number | null;
  /** What a payment in time writes besides its record (the timers of the state it enters). */
  paidWithin(trx: Kysely<Database>, order: R, now: number): Promise<void>;
  /** Who is told about a transition (PRODUCT §14): read in its transaction, pushed after commit. */
  noticesFor(trx: Kysely<Database>, event: OrderEvent<S, N, R>): Promise<NewNotification[]>;
}

/** A transition as the notices see it: the order before it, where it went, and its details. */
export interface OrderEvent<S extends string, N extends string, R> {
  order: R;
  transition: N;
  to: S;
  details: { reason?: string; refundAmount?: number; lawyerId?: number; hearing?: RefundHearingInput };
}

export interface PaymentInput {
  orderNo: string;
  /** Integer fen the provider says was paid. */
  amount: number;
  providerTxn: string;
}

const PAYMENT_RACE_RETRIES = 5;
const PAYMENT_CHECK_AFTER_MS = 5 * 60_000;
const paymentReference = (providerTxn: string) => `pay:${providerTxn}`;

/**
 * Paying for orders of one kind (PRODUCT §8), the same for every kind: a verified payment applied exactly
 * once, a late or duplicate one sent straight back, the five-minute reconciliation, the expiry that
 * closes the payment at the provider first, and refunds queued in the transition's transaction.
 */
export function createOrderPayments<S extends string, N extends string, R extends PayableOrderRow<S>>(
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    payments: { provider: PaymentProvider; refunds: Refunds };
    notifier: Notifier;
  },
  kind: PayableKind<S, N, R>,
) {
  const { db, clock } = deps;
  const { provider, refunds } = deps.payments;
  const paymentCheckKind = `${kind.kind}:payment_check`;

  const moneyOf = (order: R): OrderMoney => ({
    lawyerId: kind.lawyerOf(order),
    paidAmount: order.paid_amount,
    refundedAmount: order.refunded_amount,
    commissionRateBp: order.commission_rate_bp,
    provider: provider.name,
  });

  /** In the transaction that moved money back in the ledger: the refund the provider must make. */
  async function queueRefund(
    trx: Kysely<Database>,
    order: R,
    amount: number,
    now: number,
  ): Promise<string | null> {
    if (amount <= 0) return null;
    return refunds.queue(
      trx,
      { orderKind: kind.kind, orderId: order.id, orderNo: order.order_no, amount },
      now,
    );
  }

  /** After commit: sends a queued refund (a failure is left to its timer). */
  async function sendRefund(refundNo: string | null): Promise<void> {
    if (refundNo) await refunds.send(refundNo);
  }

  async function applyPayment(order: R, input: PaymentInput): Promise<void> {
    const now = clock.now();
    const late = order.state !== kind.lifecycle.initial;
    if (!late && input.amount !== order.price) throw AppError.common(MSG_AMOUNT_MISMATCH);
    let refundNo: string | null = null;
    let notices = NO_NOTICES;
    const transition = (late ? 'refund_late_payment' : 'pay') satisfies PaymentTransition as N;
    await applyTransition(db, {
      lifecycle: kind.lifecycle,
      store: kind.store,
      order,
      transition,
      actor: { kind: 'payment', id: null },
      now,
      changes: late ? {} : { paid_amount: input.amount, paid_at: now },
      journals: journalsFor(late ? 'refund_late_payment' : 'capture', moneyOf(order), { paid: input.amount }),
      amount: input.amount,
      note: input.providerTxn,
      within: async (trx) => {
        await createPaymentRecordsRepo(trx).insert({
          orderKind: kind.kind,
          orderId: order.id,
          orderNo: order.order_no,
          kind: 'pay',
          provider: provider.name,
          referenceNo: paymentReference(input.providerTxn),
          providerTxn: input.providerTxn,
          amount: input.amount,
          state: 'succeeded',
          now,
        });
        if (late) refundNo = await queueRefund(trx, order, input.amount, now);
        else await kind.paidWithin(trx, order, now);
        const to = transitionNamed(kind.lifecycle, transition).to ?? order.state;
        notices = await deps.notifier.record(
          trx,
          await kind.noticesFor(trx, { order, transition, to, details: {} }),
          now,
        );
      },
    });
    await sendRefund(refundNo);
    await deps.notifier.push(notices);
  }

  /**
   * A verified payment, exactly once: an unpaid order of that price is paid; a payment for an order no
   * longer waiting for one goes straight back; the same payment told again (a duplicate notify, even many
   * at once) changes nothing. Losing a race to a concurrent copy reads the order again and finds it.
   */
  async function recordPayment(input: PaymentInput): Promise<R> {
    const records = createPaymentRecordsRepo(db);
    for (let attempt = 0; attempt < PAYMENT_RACE_RETRIES; attempt += 1) {
      const order = await kind.findByNo(db, input.orderNo);
      if (!order) throw AppError.common(MSG_ORDER_NOT_FOUND);
      if (await records.exists(paymentReference(input.providerTxn))) return order;
      try {
        await applyPayment(order, input);
        return (await kind.findById(db, order.id))!;
      } catch (error) {
        if (!(error instanceof AppError && error.userMessage === MSG_STATE_CHANGED)) throw error;
      }
    }
    throw AppError.common(MSG_STATE_CHANGED, 'payment kept losing the compare-and-set');
  }

  /** Closes the order's payment at the provider; answers the payment when it beat the close. */
  async function closeAtProvider(orderNo: string): Promise<PaymentInput | null> {
    const status = await provider.close(orderNo);
    return status.state === 'paid'
      ? { orderNo, amount: status.amount, providerTxn: status.transaction_id }
      : null;
  }

  /**
   * Before the unpaid expiry fires: closes the payment at the provider (a provider error throws, so the
   * timer retries later). True when the payment beat the close: it was recorded instead.
   */
  async function paidBeforeExpiry(order: R): Promise<boolean> {
    const paid = await closeAtProvider(order.order_no);
    if (paid) await recordPayment(paid);
    return paid !== null;
  }

  /**
   * After a customer closed an unpaid order: closes the payment at the provider too. A payment that beat
   * the close is recorded (and so sent back); an unreachable provider is left alone: a payment arriving
   * later is refunded automatically.
   */
  async function closedByCustomer(order: R): Promise<void> {
    const paid = await closeAtProvider(order.order_no).catch(() => null);
    if (paid) await recordPayment(paid);
  }

  /** The customer opened the payment: unless its notify comes first, the provider is asked in 5 minutes. */
  async function paymentStarted(order: { id: number }): Promise<void> {
    const now = clock.now();
    await createTimerRepo(db).scheduleUnlessOpen(
      { kind: paymentCheckKind, refKind: kind.kind, refId: order.id, dueAt: now + PAYMENT_CHECK_AFTER_MS },
      now,
    );
  }

  /** The reconciliation timer: a payment the provider has but whose notify never came is recorded. */
  async function checkPayment(orderId: number): Promise<void> {
    const order = await kind.findById(db, orderId);
    if (!order || order.state !== kind.lifecycle.initial) return;
    const status = await provider.query(order.order_no);
    if (status.state === 'paid') {
      await recordPayment({
        orderNo: order.order_no,
        amount: status.amount,
        providerTxn: status.transaction_id,
      });
    }
  }

  function registerTimers(worker: TimerWorker): void {
    worker.handle(paymentCheckKind, (timer) => checkPayment(timer.ref_id));
  }

  return {
    moneyOf,
    queueRefund,
    sendRefund,
    recordPayment,
    paidBeforeExpiry,
    closedByCustomer,
    paymentStarted,
    checkPayment,
    registerTimers,
  };
}
