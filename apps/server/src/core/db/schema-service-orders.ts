import type { Generated, Selectable } from 'kysely';
import type { ServiceOrderStateKey } from '@lawbridge/contract';

/** Table types of migration 013 (service orders, payments, refund requests, settings). They join `Database`. */
export interface ServiceOrdersTable {
  id: Generated<number>;
  order_no: string;
  customer_id: number;
  lawyer_id: number;
  config_id: number;
  /** Copied from the order config at creation; later config changes never alter an order. */
  service_name: string;
  /** Integer fen, copied at creation. */
  price: number;
  /** The platform's share in basis points (2000 = 20 %), copied at creation. */
  commission_rate_bp: number;
  description: string;
  state: ServiceOrderStateKey;
  /** Bumped by every transition; the compare-and-set guard. */
  version: Generated<number>;
  paid_amount: Generated<number>;
  refunded_amount: Generated<number>;
  /** 1 while a refund request waits for an operator (the auto-complete timer waits too). */
  refund_open: Generated<number>;
  /** While a refund request is open: until when the lawyer may answer it before an operator decides. */
  refund_answer_due_at: number | null;
  /** While a refund request is open: when the lawyer answered it (说明情况); null before. */
  refund_answered_at: number | null;
  delivery_note: string | null;
  close_reason: string | null;
  created_at: number;
  paid_at: number | null;
  accepted_at: number | null;
  delivered_at: number | null;
  finished_at: number | null;
  updated_at: number;
}

export interface ServiceOrderUploadsTable {
  order_id: number;
  /** `description` (the customer's images), `delivery` (the lawyer's attachments), `refund`. */
  purpose: string;
  position: number;
  upload_id: string;
}

export interface RefundRequestsTable {
  id: Generated<number>;
  order_kind: string;
  order_id: number;
  reason: string;
  text: string | null;
  /** Seed review three-state: 0 waiting, 1 receive (granted), 2 reject. */
  state: number;
  /** The refunded amount once granted (integer fen). */
  amount: number | null;
  /** The lawyer's side of it (说明情况), their images are `side = 'lawyer'` uploads. */
  answer_text: string | null;
  answered_at: number | null;
  /** The decision's reason code (AFTER_SALE_DECISION_REASONS, or `lawyer_agreed`) and its text. */
  decision_reason: string | null;
  decision_note: string | null;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_kind: string;
  order_id: number;
  order_no: string;
  /** `pay` or `refund`. */
  kind: string;
  provider: string;
  /** Our number for it at the provider: the order number for a payment, a refund number for a refund. */
  reference_no: string;
  provider_txn: string | null;
  amount: number;
  /**
   * A payment is recorded `succeeded`. A refund: `pending` (written with the transition that moved the
   * money back, not yet accepted by the provider), `processing` (accepted, waiting), `succeeded`, or
   * `failed` (the provider closed it or could not pay it out: an operator must act).
   */
  state: string;
  created_at: number;
  settled_at: number | null;
}

export interface PlatformSettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

declare module './schema' {
  interface Database {
    service_orders: ServiceOrdersTable;
    service_order_uploads: ServiceOrderUploadsTable;
    refund_requests: RefundRequestsTable;
    payments: PaymentsTable;
    platform_settings: PlatformSettingsTable;
  }
}

export type ServiceOrderRow = Selectable<ServiceOrdersTable>;
export type RefundRequestRow = Selectable<RefundRequestsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
