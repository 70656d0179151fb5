import type { Selectable } from 'kysely';

/**
 * Table types of migration 014 (the sandbox payment provider's records). They join the `Database`
 * interface of ./schema by declaration merging.
 */
export interface SandboxPaymentsTable {
  order_no: string;
  /** The sandbox's payment id; also the `transaction_id` of its payment events. */
  payment_id: string;
  amount: number;
  description: string;
  /** unpaid → paid (confirmed at the cashier) or closed (closed, or found past `expires_at`). */
  state: 'unpaid' | 'paid' | 'closed';
  expires_at: number;
  created_at: number;
  paid_at: number | null;
  closed_at: number | null;
}

export interface SandboxRefundsTable {
  refund_no: string;
  refund_id: string;
  order_no: string;
  amount: number;
  /** The sandbox refunds at once: always `success`. */
  status: 'success';
  created_at: number;
  succeeded_at: number | null;
}

declare module './schema' {
  interface Database {
    sandbox_payments: SandboxPaymentsTable;
    sandbox_refunds: SandboxRefundsTable;
  }
}

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type SandboxRefundRow = Selectable<SandboxRefundsTable>;
