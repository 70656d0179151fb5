import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { PaymentProvider } from '../../providers/payment';
import { createPaymentRecordsRepo } from './payment-records-repo';

export interface RefundToIssue {
  orderKind: string;
  orderId: number;
  orderNo: string;
  /** Integer fen to send back. */
  amount: number;
  /** What the order was paid in all (the provider checks refunds against it). */
  total: number;
  reason: string;
}

/**
 * Sends money back through the provider after the ledger has already moved it (the transition that
 * refunds commits first): a refund record is written, then the provider asked. A provider that fails
 * now leaves the record pending for reconciliation; it never undoes the committed transition.
 */
export function createRefundIssuer(deps: {
  db: Kysely<Database>;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const records = createPaymentRecordsRepo(deps.db);
  return async function issueRefund(refund: RefundToIssue): Promise<void> {
    const refundNo = `R${refund.orderNo}${String(deps.clock.now()).slice(-6)}${Math.floor(Math.random() * 100)}`;
    await records.insert({
      orderKind: refund.orderKind,
      orderId: refund.orderId,
      orderNo: refund.orderNo,
      kind: 'refund',
      provider: deps.provider.name,
      referenceNo: refundNo,
      providerTxn: null,
      amount: refund.amount,
      state: 'pending',
      now: deps.clock.now(),
    });
    try {
      const status = await deps.provider.refund({
        order_no: refund.orderNo,
        refund_no: refundNo,
        amount: refund.amount,
        total: refund.total,
        reason: refund.reason,
      });
      if (status.state === 'success') await records.settle(refundNo, status.refund_id, deps.clock.now());
    } catch (error) {
      deps.log.error(
        { err: error, refund: { refundNo, amount: refund.amount } },
        'refund not accepted by the provider yet',
      );
    }
  };
}

export type RefundIssuer = ReturnType<typeof createRefundIssuer>;
