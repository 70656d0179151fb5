import { z } from 'zod';
import type { PaymentStatus, RefundState, RefundStatus } from '../payment-provider';

/**
 * The shapes WeChat Pay API v3 answers and notifies with, and their mapping onto the provider interface.
 * Fields we do not use are allowed and ignored.
 */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** RFC 3339 in Beijing time, as WeChat Pay writes times: `2025-03-01T10:15:00+08:00`. */
export function rfc3339Shanghai(epochMs: number): string {
  return `${new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Parses a WeChat Pay time (any RFC 3339 offset). */
export function parseWechatTime(text: string): number {
  const value = Date.parse(text);
  if (Number.isNaN(value)) throw new Error(`not an RFC 3339 time: ${text}`);
  return value;
}

const fen = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A transaction (query answer and the decrypted resource of `TRANSACTION.SUCCESS`). */
export const transactionSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  success_time: z.string().optional(),
  amount: z
    .object({ total: fen.optional(), payer_total: fen.optional(), currency: z.string().optional() })
    .optional(),
});
export type WechatTransaction = z.infer<typeof transactionSchema>;

/** A refund (refund answer, refund query and the decrypted resource of `REFUND.*`). */
export const refundSchema = z.object({
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  success_time: z.string().nullish(),
  amount: z.object({ refund: fen, total: fen.optional() }),
});
/** Query and create answers name it `status`; notifies name it `refund_status`. */
export const refundStateSchema = z.enum(['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL']);

export function paymentStatusOf(transaction: WechatTransaction): PaymentStatus {
  const order_no = transaction.out_trade_no;
  switch (transaction.trade_state) {
    case 'SUCCESS':
    case 'REFUND': {
      const total = transaction.amount?.total;
      if (!transaction.transaction_id || total === undefined || !transaction.success_time) {
        throw new Error(`paid transaction ${order_no} lacks transaction_id, amount or success_time`);
      }
      return {
        state: 'paid',
        order_no,
        transaction_id: transaction.transaction_id,
        amount: total,
        paid_at: parseWechatTime(transaction.success_time),
      };
    }
    case 'NOTPAY':
      return { state: 'unpaid', order_no };
    case 'USERPAYING':
      return { state: 'paying', order_no };
    case 'PAYERROR':
      return { state: 'failed', order_no };
    case 'CLOSED':
    case 'REVOKED':
      return { state: 'closed', order_no };
  }
}

export function refundStatusOf(
  refund: z.infer<typeof refundSchema>,
  status: z.infer<typeof refundStateSchema>,
): RefundStatus & { state: RefundState } {
  const state = status.toLowerCase() as RefundState;
  return {
    state,
    refund_no: refund.out_refund_no,
    order_no: refund.out_trade_no,
    amount: refund.amount.refund,
    refund_id: refund.refund_id,
    succeeded_at: state === 'success' && refund.success_time ? parseWechatTime(refund.success_time) : null,
  };
}
