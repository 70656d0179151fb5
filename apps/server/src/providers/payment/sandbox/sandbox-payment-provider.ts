import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { SandboxPaymentRow, SandboxRefundRow } from '../../../core/db/schema-sandbox-payments';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type IncomingNotify,
  type NotifyAnswer,
  type PaymentEvent,
  type PaymentLaunch,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
  type RefundState,
  type RefundStatus,
} from '../payment-provider';
import { signSandboxNotify, verifySandboxNotify } from './sandbox-notify';
import type { SandboxRepo } from './sandbox-repo';

export const CASHIER_PATH = '/pages/common/cashier';

export type SandboxNotifyListener = (notify: IncomingNotify) => Promise<void>;

/**
 * 模拟收银台 (PAYMENT_PROVIDER=sandbox, the default). It keeps its own records in the database
 * (migration 014) like a real party, so query/close/queryRefund survive restarts, and signs its notifies
 * with its own key (sandbox-notify.ts), so they enter the same `verifyNotify()` → notify handler path as a
 * real provider's.
 *
 * - `create()` records the payment (unpaid until `expires_at`) and answers the cashier address.
 * - `confirm(order_no)` is the cashier's 确认支付: marks the record paid and answers the signed payment
 *   notify, which the caller hands to the notify handler. Confirming a paid record answers a fresh notify
 *   for the same payment (a duplicate, as a real party's retry would be); a closed or expired one throws
 *   `PaymentProviderError` code `ORDER_CLOSED`, an unknown one `ORDER_NOT_EXIST`.
 * - `refund()` succeeds at once and then delivers a signed refund notify to the listener set with
 *   `onNotify()` (asynchronously, after the call has answered; a failing listener is logged, nothing
 *   retried: `queryRefund()` answers the truth).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private listener: SandboxNotifyListener | null = null;

  constructor(
    private readonly repo: SandboxRepo,
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Where refund notifies go (the same handler as the notify route's). */
  onNotify(listener: SandboxNotifyListener | null): void {
    this.listener = listener;
  }

  async create(input: CreatePaymentInput): Promise<PaymentLaunch> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new PaymentProviderError(
        'sandbox',
        'PARAM_ERROR',
        `amount must be positive fen, got ${input.amount}`,
      );
    }
    const now = this.clock.now();
    const fresh: SandboxPaymentRow = {
      order_no: input.order_no,
      payment_id: `SBX${randomBytes(12).toString('hex').toUpperCase()}`,
      amount: input.amount,
      description: input.description.slice(0, 127),
      state: 'unpaid',
      expires_at: input.expires_at,
      created_at: now,
      paid_at: null,
      closed_at: null,
    };
    let row = fresh;
    if (!(await this.repo.insertPayment(fresh))) {
      const existing = await this.settled(input.order_no);
      if (!existing) throw new PaymentProviderError('sandbox', 'SYSTEM_ERROR', 'payment record vanished');
      if (existing.amount !== input.amount) {
        throw new PaymentProviderError('sandbox', 'INVALID_REQUEST', 'same order number, different amount');
      }
      if (existing.state === 'paid') throw new PaymentProviderError('sandbox', 'ORDERPAID', 'already paid');
      if (existing.state === 'closed') throw new PaymentProviderError('sandbox', 'ORDER_CLOSED', 'closed');
      if (input.expires_at !== existing.expires_at)
        await this.repo.extendUnpaid(input.order_no, input.expires_at);
      row = existing;
    }
    return {
      kind: 'sandbox',
      cashier_url: `${CASHIER_PATH}?order_no=${encodeURIComponent(row.order_no)}`,
      payment_id: row.payment_id,
    };
  }

  /** The cashier's 确认支付: pays the record and answers the signed payment notify. */
  async confirm(orderNo: string): Promise<IncomingNotify> {
    const now = this.clock.now();
    await this.repo.markPaid(orderNo, now);
    const row = await this.settled(orderNo);
    if (!row)
      throw new PaymentProviderError('sandbox', 'ORDER_NOT_EXIST', `no sandbox payment for ${orderNo}`);
    if (row.state !== 'paid' || row.paid_at === null) {
      throw new PaymentProviderError('sandbox', 'ORDER_CLOSED', `sandbox payment ${orderNo} is closed`);
    }
    return this.sign({
      kind: 'payment',
      order_no: row.order_no,
      transaction_id: row.payment_id,
      amount: row.amount,
      paid_at: row.paid_at,
    });
  }

  async query(orderNo: string): Promise<PaymentStatus> {
    return statusOf(orderNo, await this.settled(orderNo));
  }

  async close(orderNo: string): Promise<PaymentStatus> {
    await this.repo.markClosed(orderNo, this.clock.now());
    return this.query(orderNo);
  }

  async refund(input: RefundInput): Promise<RefundStatus & { state: RefundState }> {
    const existing = await this.repo.findRefund(input.refund_no);
    if (existing) return this.sameRefund(existing, input);
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new PaymentProviderError(
        'sandbox',
        'PARAM_ERROR',
        `refund must be positive fen, got ${input.amount}`,
      );
    }
    const payment = await this.settled(input.order_no);
    if (!payment)
      throw new PaymentProviderError('sandbox', 'RESOURCE_NOT_EXISTS', `no payment ${input.order_no}`);
    if (payment.state !== 'paid')
      throw new PaymentProviderError('sandbox', 'INVALID_REQUEST', 'order not paid');
    if (input.total !== payment.amount) {
      throw new PaymentProviderError('sandbox', 'INVALID_REQUEST', 'total differs from the amount paid');
    }
    const refunded = await this.repo.refundedAmount(input.order_no);
    if (refunded + input.amount > payment.amount) {
      throw new PaymentProviderError('sandbox', 'NOT_ENOUGH', `refundable ${payment.amount - refunded} fen`);
    }
    const now = this.clock.now();
    const row: SandboxRefundRow = {
      refund_no: input.refund_no,
      refund_id: `SBR${randomBytes(12).toString('hex').toUpperCase()}`,
      order_no: input.order_no,
      amount: input.amount,
      status: 'success',
      created_at: now,
      succeeded_at: now,
    };
    if (!(await this.repo.insertRefund(row))) {
      const raced = await this.repo.findRefund(input.refund_no);
      if (!raced) throw new PaymentProviderError('sandbox', 'SYSTEM_ERROR', 'refund record vanished');
      return this.sameRefund(raced, input);
    }
    this.deliverLater(refundStatusOf(row));
    return refundStatusOf(row);
  }

  async queryRefund(refundNo: string): Promise<RefundStatus> {
    const row = await this.repo.findRefund(refundNo);
    return row ? refundStatusOf(row) : { state: 'not_found', refund_no: refundNo };
  }

  async verifyNotify(notify: IncomingNotify): Promise<PaymentEvent> {
    return verifySandboxNotify(this.key, notify, this.clock.now());
  }

  notifyAnswer(outcome: 'accepted' | 'refused'): NotifyAnswer {
    return outcome === 'accepted'
      ? { status: 204 }
      : { status: 500, body: { code: 'FAIL', message: '失败' } };
  }

  /** A signed notify for any event, e.g. for tests of the notify handler (a payment for a closed order). */
  sign(event: PaymentEvent): IncomingNotify {
    return signSandboxNotify(this.key, event, this.clock.now());
  }

  /** The record, closed first when it is unpaid past its expiry (as the party would have closed it). */
  private async settled(orderNo: string): Promise<SandboxPaymentRow | undefined> {
    const row = await this.repo.findPayment(orderNo);
    if (row?.state !== 'unpaid' || row.expires_at > this.clock.now()) return row;
    await this.repo.markClosed(orderNo, row.expires_at);
    return this.repo.findPayment(orderNo);
  }

  private sameRefund(row: SandboxRefundRow, input: RefundInput): RefundStatus & { state: RefundState } {
    if (row.order_no !== input.order_no || row.amount !== input.amount) {
      throw new PaymentProviderError('sandbox', 'INVALID_REQUEST', 'same refund number, different refund');
    }
    return refundStatusOf(row);
  }

  private deliverLater(status: RefundStatus & { state: RefundState }): void {
    const listener = this.listener;
    if (!listener || status.state === 'processing') return;
    const notify = this.sign({
      kind: 'refund',
      refund_no: status.refund_no,
      order_no: status.order_no,
      refund_id: status.refund_id,
      amount: status.amount,
      status: status.state,
      succeeded_at: status.succeeded_at,
    });
    setImmediate(() => {
      listener(notify).catch((error: unknown) => {
        this.log.error({ err: error, refund_no: status.refund_no }, 'sandbox refund notify failed');
      });
    });
  }
}

function statusOf(orderNo: string, row: SandboxPaymentRow | undefined): PaymentStatus {
  if (!row) return { state: 'not_found', order_no: orderNo };
  if (row.state === 'paid' && row.paid_at !== null) {
    return {
      state: 'paid',
      order_no: row.order_no,
      transaction_id: row.payment_id,
      amount: row.amount,
      paid_at: row.paid_at,
    };
  }
  return { state: row.state === 'closed' ? 'closed' : 'unpaid', order_no: row.order_no };
}

function refundStatusOf(row: SandboxRefundRow): RefundStatus & { state: RefundState } {
  return {
    state: row.status,
    refund_no: row.refund_no,
    order_no: row.order_no,
    amount: row.amount,
    refund_id: row.refund_id,
    succeeded_at: row.succeeded_at,
  };
}
