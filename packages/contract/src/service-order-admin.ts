import { z } from 'zod';
import { ReviewState } from './enums';
import { idField, integer, oneOf, pattern, searchKeyword, text } from './fields';
import { pageQuery } from './paging';
import {
  AFTER_SALE_DECISION_REASON_CODES,
  AFTER_SALE_DECISION_TEXT_MAX,
  afterSaleDecisionBody,
  REFUND_AMOUNT_MAX,
  transcriptMessage,
} from './after-sale';
import { SERVICE_ORDER_LIFECYCLE } from './lifecycles';
import {
  orderFile,
  orderNoField,
  refundRequestHearing,
  SERVICE_DELIVERED_LABEL,
  SERVICE_ORDER_GROUP_LABELS,
  SERVICE_ORDER_STATES,
  serviceOrderEvent,
} from './service-order';

/** A calendar day in Asia/Shanghai, `YYYY-MM-DD` (the console's date-range filters). */
export const shanghaiDate = (label: string) =>
  pattern(label, /^\d{4}-\d{2}-\d{2}$/).refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: `${label}格式不正确` },
  );

/**
 * The console's state filter: the lifecycle's states, and what users see besides: 待确认 (in service,
 * delivered, no refund request open: the customer's confirmation is what is left) and 退款中 (a refund
 * request open). 服务中 (`pending`) holds every order in service, those two included.
 */
export const ADMIN_SERVICE_ORDER_FILTERS = [...SERVICE_ORDER_STATES, 'to_confirm', 'refunding'] as const;
export type AdminServiceOrderFilter = (typeof ADMIN_SERVICE_ORDER_FILTERS)[number];
export const ADMIN_SERVICE_ORDER_FILTER_LABELS: Readonly<Record<AdminServiceOrderFilter, string>> = {
  ...(Object.fromEntries(SERVICE_ORDER_LIFECYCLE.states.map((state) => [state.key, state.label])) as Record<
    (typeof SERVICE_ORDER_STATES)[number],
    string
  >),
  to_confirm: SERVICE_DELIVERED_LABEL,
  refunding: SERVICE_ORDER_GROUP_LABELS.refunding,
};

/** Console: every service order (PRODUCT §16), newest first. */
export const adminServiceOrderQuery = pageQuery.extend({
  state: oneOf('订单状态', ADMIN_SERVICE_ORDER_FILTERS).optional(),
  order_no: orderNoField.optional(),
  /** The start of the customer's phone number (3 to 11 digits). */
  customer_phone: pattern('手机号', /^\d{3,11}$/).optional(),
  /** Inside the lawyer's name. */
  lawyer_name: searchKeyword(20),
  /** Created on or after this day (Asia/Shanghai). */
  date_from: shanghaiDate('开始日期').optional(),
  /** Created on or before this day (Asia/Shanghai). */
  date_to: shanghaiDate('结束日期').optional(),
});
export type AdminServiceOrderQuery = z.infer<typeof adminServiceOrderQuery>;

export const adminServiceOrderItem = z.object({
  order_no: z.string(),
  state: oneOf('订单状态', SERVICE_ORDER_STATES),
  state_label: z.string(),
  service_name: z.string(),
  price: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refund_open: z.number().int(),
  /** The rate copied onto the order at creation, in basis points (2000 = 20 %). */
  commission_rate_bp: z.number().int(),
  customer: z.object({ nickname: z.string(), phone: z.string() }),
  lawyer: z.object({ uuid: z.string(), name: z.string() }),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type AdminServiceOrderItem = z.infer<typeof adminServiceOrderItem>;

export const adminServiceOrderParams = z.object({ order_no: orderNoField });

export const adminPaymentRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  provider: z.string(),
  reference_no: z.string(),
  provider_txn: z.string().nullable(),
  amount: z.number().int(),
  state: z.string(),
  created_at: z.number().int(),
  settled_at: z.number().int().nullable(),
});
export type AdminPaymentRecord = z.infer<typeof adminPaymentRecord>;

export const adminRefundRecord = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string().nullable(),
  /** Signed addresses of the customer's images, valid for about an hour. */
  images: z.array(z.string()),
  /** The customer's evidence files (name, size, signed download address). */
  files: z.array(orderFile),
  /** Seed review three-state: 0 waiting, 1 granted, 2 refused. */
  status: z.number().int(),
  /** The granted amount (fen); null while open or when refused. */
  amount: z.number().int().nullable(),
  ...refundRequestHearing,
  /** Who decided: the operator's name; null while open or when the lawyer agreed. */
  decided_by: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type AdminRefundRecord = z.infer<typeof adminRefundRecord>;

/**
 * The parties' chat as the operator reads it before deciding a refund request: on an order with refund
 * requests only, oldest first, the latest TRANSCRIPT_MAX messages since the order was placed.
 */
export const refundTranscript = {
  transcript: z.array(transcriptMessage),
  /** Whether older messages were left out. */
  transcript_truncated: z.boolean(),
};

/** One entry of the order's journal transactions (double-entry: a transaction's entries sum to zero). */
export const adminLedgerLine = z.object({
  transaction_id: z.number().int(),
  kind: z.string(),
  account: z.string(),
  amount: z.number().int(),
  created_at: z.number().int(),
});
export type AdminLedgerLine = z.infer<typeof adminLedgerLine>;

export const adminServiceOrderDetail = adminServiceOrderItem.extend({
  description: z.string(),
  /** The customer's images from 服务详情 (signed addresses). */
  images: z.array(z.string()),
  /** The customer's files from 服务详情 (e.g. the contract to review). */
  files: z.array(orderFile),
  delivery_note: z.string().nullable(),
  /** The lawyer's attachments from 标记交付 (signed addresses). */
  delivery_attachments: z.array(z.string()),
  /** The lawyer's delivered files. */
  delivery_files: z.array(orderFile),
  close_reason: z.string().nullable(),
  accepted_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  /** What can still go back to the customer: paid − refunded. */
  refundable: z.number().int(),
  /** The operator transitions the lifecycle table allows now. */
  actions: z.array(z.string()),
  events: z.array(serviceOrderEvent),
  payments: z.array(adminPaymentRecord),
  refund_requests: z.array(adminRefundRecord),
  ...refundTranscript,
  ledger: z.array(adminLedgerLine),
});
export type AdminServiceOrderDetail = z.infer<typeof adminServiceOrderDetail>;

/** Console: the refund-request queue; open requests (the default), oldest first. */
export const adminRefundRequestQuery = pageQuery.extend({
  status: z.coerce
    .number()
    .pipe(oneOf('处理状态', ReviewState.values as [number, ...number[]]))
    .optional(),
});
export type AdminRefundRequestQuery = z.infer<typeof adminRefundRequestQuery>;

export const adminRefundRequestItem = adminRefundRecord.extend({
  order_no: z.string(),
  order_state: oneOf('订单状态', SERVICE_ORDER_STATES),
  order_state_label: z.string(),
  service_name: z.string(),
  price: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refundable: z.number().int(),
  customer: z.object({ nickname: z.string(), phone: z.string() }),
  lawyer: z.object({ uuid: z.string(), name: z.string() }),
});
export type AdminRefundRequestItem = z.infer<typeof adminRefundRequestItem>;

/**
 * An operator's decision on a refund request once the lawyer was heard (answered, or let the answer time
 * pass): 全额退款, 部分退款 (fen) or 不予退款, each with a reason code and a text both sides read.
 */
export const refundDecisionBody = afterSaleDecisionBody(idField('退款申请'));
export type RefundDecisionBody = z.infer<typeof refundDecisionBody>;

/**
 * An operator's intervention on a paid service order still in progress (no refund request open):
 * 取消订单并全额退款, or 部分退款 (fen, less than what can still be refunded; the order goes on), each with a
 * reason code and a text both sides read.
 */
export const serviceOrderInterventionBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      order_no: orderNoField,
      action: z.literal('cancel'),
      reason_code: oneOf('处理理由', AFTER_SALE_DECISION_REASON_CODES),
      text: text('处理说明', { min: 2, max: AFTER_SALE_DECISION_TEXT_MAX }),
    }),
    z.object({
      order_no: orderNoField,
      action: z.literal('refund_partial'),
      amount: integer('退款金额', { min: 1, max: REFUND_AMOUNT_MAX }),
      reason_code: oneOf('处理理由', AFTER_SALE_DECISION_REASON_CODES),
      text: text('处理说明', { min: 2, max: AFTER_SALE_DECISION_TEXT_MAX }),
    }),
  ],
  { error: '处理方式不正确' },
);
export type ServiceOrderInterventionBody = z.infer<typeof serviceOrderInterventionBody>;

/** The console's chat transcript of a service order: one page, older pages before `before` (a message id). */
export const TRANSCRIPT_PAGE_SIZE = 30;
export const adminTranscriptQuery = z.object({
  order_no: orderNoField,
  before: idField('消息位置').optional(),
});
export type AdminTranscriptQuery = z.infer<typeof adminTranscriptQuery>;
export const adminTranscriptPage = z.object({
  /** Oldest first: the latest TRANSCRIPT_PAGE_SIZE messages before `before`, since the order was placed. */
  list: z.array(transcriptMessage),
  /** Where the next (older) page starts; null when there is none. */
  before: z.number().int().nullable(),
});
export type AdminTranscriptPage = z.infer<typeof adminTranscriptPage>;

/** Service prices may be set between 0.01 元 and 100,000 元. */
export const SERVICE_PRICE_MAX = 10_000_000;

export const adminServiceConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  enabled: z.number().int(),
  updated_at: z.number().int(),
  /** The band of lawyers' own prices (an online service; the appointment's band is its price). */
  min_price: z.number().int(),
  max_price: z.number().int(),
});
export type AdminServiceConfig = z.infer<typeof adminServiceConfig>;

/**
 * Console configuration (PRODUCT §16): the online services' prices and switches, the offline appointment's
 * (one config, edited the same way by its id), and the commission rate.
 */
export const adminOrderSettings = z.object({
  services: z.array(adminServiceConfig),
  appointments: z.array(adminServiceConfig),
  /** Basis points: 2000 = 20 %. Copied onto each new order; changing it never alters existing orders. */
  commission_rate_bp: z.number().int(),
});
export type AdminOrderSettings = z.infer<typeof adminOrderSettings>;

export const serviceConfigBody = z.object({
  id: idField('服务'),
  price: integer('服务价格', { min: 1, max: SERVICE_PRICE_MAX }),
  enabled: oneOf('启用状态', [0, 1] as const),
});
export type ServiceConfigBody = z.infer<typeof serviceConfigBody>;

export const COMMISSION_RATE_BP_MAX = 10_000;
/** Not coerced: 0 % is a valid rate, so `null` (which coerces to 0) must not pass for it. */
export const commissionRateBody = z.object({
  commission_rate_bp: z
    .number({ error: (issue) => (issue.input === undefined ? '请填写佣金比例' : '佣金比例格式不正确') })
    .int({ error: '佣金比例必须是整数' })
    .min(0, { error: '佣金比例不能小于0' })
    .max(COMMISSION_RATE_BP_MAX, { error: '佣金比例不能大于100%' }),
});
export type CommissionRateBody = z.infer<typeof commissionRateBody>;
