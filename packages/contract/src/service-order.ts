import { z } from 'zod';
import { afterSaleDecision, REFUND_ANSWER_IMAGES_MAX, REFUND_ANSWER_TEXT_MAX } from './after-sale';
import { idField, oneOf, optionalText, pattern, text } from './fields';
import { lawyerUuidField } from './lawyer';
import { SERVICE_ORDER_LIFECYCLE, stateNamed, type ServiceOrderStateKey } from './lifecycles';
import { pageQuery } from './paging';
import { uploadIdField } from './user';

export const SERVICE_DESCRIPTION_MIN = 10;
export const SERVICE_DESCRIPTION_MAX = 1000;
export const SERVICE_IMAGES_MAX = 6;
/** 标记交付: a note and up to this many attachments (images: the upload module takes images only). */
export const SERVICE_DELIVERY_NOTE_MAX = 1000;
export const SERVICE_DELIVERY_ATTACHMENTS_MAX = 6;
/** 申请退款 (PRODUCT §6): a reason, text ≤ 500 and up to 3 images. */
export const SERVICE_REFUND_TEXT_MAX = 500;
export const SERVICE_REFUND_IMAGES_MAX = 3;
/**
 * Files (PDF, Word, Excel, TXT; issue 15) beside the images: the customer's at creation (the contract for
 * 合同审查), the lawyer's delivery and refund evidence, up to this many each.
 */
export const SERVICE_FILES_MAX = 6;
/** After a refusal the customer may ask once more (PRODUCT §6): two requests per order at most. */
export const SERVICE_REFUND_REQUESTS_MAX = 2;
export const SERVICE_ORDER_STATES = [
  'unpaid',
  'waiting',
  'pending',
  'finish',
  'closed',
  'cancelled',
] as const satisfies readonly ServiceOrderStateKey[];
/** 申请退款 reasons offered to customers (PRODUCT §6 leaves them open; the appointment's list, adapted). */
export const SERVICE_REFUND_REASONS = ['律师未及时回复', '服务内容不符', '不需要了', '其他'] as const;

/** 服务中 once the lawyer delivered: the customer's confirmation (or the 72-hour timer) is what is left. */
export const SERVICE_DELIVERED_LABEL = '待确认';

/** The state's label as both parties and the chat banner show it: the lifecycle's, or 待确认 once delivered. */
export function serviceOrderStateLabel(order: {
  state: ServiceOrderStateKey;
  delivered_at: number | null;
}): string {
  if (order.state === 'pending' && order.delivered_at !== null) return SERVICE_DELIVERED_LABEL;
  return stateNamed(SERVICE_ORDER_LIFECYCLE, order.state).label;
}

export const orderNoField = pattern('订单号', /^[SAD]\d{16}$/);

/**
 * Upload ids sent with a request (images, or files with `unit` 个): at most `max`, each once; the server
 * checks they are the sender's and of the right kind.
 */
export function uploadIdList(label: string, max: number, unit = '张') {
  return z
    .array(uploadIdField, { error: `${label}格式不正确` })
    .max(max, { error: `${label}最多上传${max}${unit}` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label}不能重复` })
    .default([]);
}

/**
 * The lawyer's two answers to an open refund request on any order kind (each kind adds its order number):
 * 同意退款 (everything still paid goes back at once) or 说明情况 (their side, with images, for the operator).
 */
export const refundAnswerShapes = {
  agree: { action: z.literal('agree_refund') },
  answer: {
    action: z.literal('answer_refund'),
    text: text('情况说明', { min: 2, max: REFUND_ANSWER_TEXT_MAX }),
    images: uploadIdList('说明图片', REFUND_ANSWER_IMAGES_MAX),
  },
};

/** A refund request's evidence on any order kind: up to 3 images and up to 6 files (issue 15). */
export const refundEvidenceFields = {
  images: uploadIdList('退款图片', SERVICE_REFUND_IMAGES_MAX),
  files: uploadIdList('退款凭证文件', SERVICE_FILES_MAX, '个'),
};

/** POST /order/service: 服务详情 → 确认订单 (PRODUCT §6). */
export const serviceOrderCreateBody = z.object({
  lawyer_uuid: lawyerUuidField,
  config_id: idField('服务'),
  description: text('问题描述', { min: SERVICE_DESCRIPTION_MIN, max: SERVICE_DESCRIPTION_MAX }),
  images: uploadIdList('图片', SERVICE_IMAGES_MAX),
  files: uploadIdList('附件', SERVICE_FILES_MAX, '个'),
});
export type ServiceOrderCreateBody = z.infer<typeof serviceOrderCreateBody>;

/**
 * The tabs of 服务记录 and of the lawyer's orders (docs/decisions.md): each order is in exactly one group.
 * 服务中 and 退款中 split `pending` by the refund flag (a refund request waits for the platform);
 * 已取消 holds both ends without service (closed unpaid, cancelled with a refund).
 */
export const SERVICE_ORDER_GROUPS = [
  'unpaid',
  'waiting',
  'serving',
  'refunding',
  'finished',
  'cancelled',
] as const;
export type ServiceOrderGroup = (typeof SERVICE_ORDER_GROUPS)[number];
export const SERVICE_ORDER_GROUP_LABELS: Readonly<Record<ServiceOrderGroup, string>> = {
  unpaid: '待付款',
  waiting: '待接单',
  serving: '服务中',
  refunding: '退款中',
  finished: '已完成',
  cancelled: '已取消',
};
/** A lawyer's lists leave out orders never paid (unpaid, closed): they are not the lawyer's work. */
export const LAWYER_ORDER_GROUPS = [
  'waiting',
  'serving',
  'refunding',
  'finished',
  'cancelled',
] as const satisfies readonly ServiceOrderGroup[];

export const serviceOrderListQuery = pageQuery.extend({
  state: oneOf('订单状态', SERVICE_ORDER_STATES).optional(),
  group: oneOf('订单分组', SERVICE_ORDER_GROUPS).optional(),
});
export type ServiceOrderListQuery = z.infer<typeof serviceOrderListQuery>;

export const serviceOrderQuery = z.object({ order_no: orderNoField });

const withOrder = <T extends z.ZodRawShape>(shape: T) => z.object({ order_no: orderNoField, ...shape });

/** POST /order/service/action: a customer's or lawyer's transition, by the lifecycle table's name. */
export const serviceOrderActionBody = z.discriminatedUnion(
  'action',
  [
    withOrder({ action: z.literal('close') }),
    withOrder({ action: z.literal('cancel') }),
    withOrder({ action: z.literal('accept') }),
    withOrder({ action: z.literal('reject'), reason: text('拒绝原因', { min: 2, max: 200 }) }),
    withOrder({
      action: z.literal('deliver'),
      note: text('交付说明', { min: 2, max: SERVICE_DELIVERY_NOTE_MAX }),
      attachments: uploadIdList('交付附件', SERVICE_DELIVERY_ATTACHMENTS_MAX),
      files: uploadIdList('交付文件', SERVICE_FILES_MAX, '个'),
    }),
    withOrder({ action: z.literal('confirm') }),
    withOrder({
      action: z.literal('request_refund'),
      reason: oneOf('退款原因', SERVICE_REFUND_REASONS),
      text: optionalText('退款说明', SERVICE_REFUND_TEXT_MAX),
      ...refundEvidenceFields,
    }),
    withOrder(refundAnswerShapes.agree),
    withOrder(refundAnswerShapes.answer),
  ],
  { error: '操作不正确' },
);
export type ServiceOrderActionBody = z.infer<typeof serviceOrderActionBody>;

export const serviceOrderEvent = z.object({
  transition: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  actor: z.string(),
  amount: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.number().int(),
});

export const serviceOrderSummary = z.object({
  order_no: z.string(),
  state: oneOf('订单状态', SERVICE_ORDER_STATES),
  state_label: z.string(),
  /** The seed's three-state value (0 waiting, 1 pending, 2 finish), null before payment and after closing. */
  status: z.number().int().nullable(),
  service_name: z.string(),
  price: z.number().int(),
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refund_open: z.number().int(),
  lawyer: z.object({ uuid: z.string(), name: z.string(), avatar: z.string().nullable() }),
  customer: z.object({ nickname: z.string() }),
  created_at: z.number().int(),
});
export type ServiceOrderSummary = z.infer<typeof serviceOrderSummary>;

/** How an operator decided a granted request: everything paid went back, or a part of it. */
export const REFUND_RESULTS = ['full', 'partial'] as const;
export type RefundResult = (typeof REFUND_RESULTS)[number];

/** What the order's parties read of a refund request (seed review three-state). */
export const REFUND_REQUEST_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '已同意',
  2: '已拒绝',
};

/** A file attached to an order, a delivery or a refund request, as the order's parties see it. */
export const orderFile = z.object({
  name: z.string(),
  size: z.number().int(),
  /** A signed download address, valid for about an hour. */
  url: z.string(),
});
export type OrderFile = z.infer<typeof orderFile>;

/** The lawyer's answer to a refund request: their side of it, with images (PRODUCT §12a). */
export const refundLawyerAnswer = z.object({
  text: z.string(),
  /** Signed addresses of the lawyer's images, valid for about an hour. */
  images: z.array(z.string()),
  created_at: z.number().int(),
});
export type RefundLawyerAnswer = z.infer<typeof refundLawyerAnswer>;

/** How a refund request is heard and decided, the same for both sides and the console. */
export const refundRequestHearing = {
  lawyer_answer: refundLawyerAnswer.nullable(),
  /** While open, unanswered and not yet past: until when the lawyer has to answer before an operator decides
   *  (null once answered or past: the platform decides; the lawyer may still answer until it does). */
  answer_due_at: z.number().int().nullable(),
  /** The decision with its reason code and text (the lawyer's agreement too); null while open. */
  decision: afterSaleDecision.nullable(),
};

/** A refund request as the order's customer and lawyer see it (退款进度). */
export const serviceRefundRequest = z.object({
  id: z.number().int(),
  reason: z.string(),
  text: z.string().nullable(),
  /** Signed addresses of the customer's images, valid for about an hour. */
  images: z.array(z.string()),
  /** The customer's evidence files. */
  files: z.array(orderFile),
  /** Seed review three-state: 0 waiting, 1 granted, 2 refused. */
  status: z.number().int(),
  status_label: z.string(),
  /** Granted: full (everything paid) or partial; null while waiting or when refused. */
  result: z.enum(REFUND_RESULTS).nullable(),
  /** The granted amount in fen; null while waiting or when refused. */
  amount: z.number().int().nullable(),
  ...refundRequestHearing,
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type ServiceRefundRequest = z.infer<typeof serviceRefundRequest>;

export const serviceOrderDetail = serviceOrderSummary.extend({
  description: z.string(),
  /** The customer's images from 服务详情: signed addresses, handed only to the order's parties and operators. */
  images: z.array(z.string()),
  /** The customer's files from 服务详情 (e.g. the contract to review). */
  files: z.array(orderFile),
  delivery_note: z.string().nullable(),
  /** The lawyer's attachments from 标记交付 (images), signed like `images`. */
  delivery_attachments: z.array(z.string()),
  /** The lawyer's delivered files (the reviewed contract, the drafted 文书). */
  delivery_files: z.array(orderFile),
  /** The parties' conversation (open from acceptance: 联系用户 / 联系律师 opens it); null before. */
  conversation_id: z.number().int().nullable(),
  /** Oldest first. */
  refund_requests: z.array(serviceRefundRequest),
  paid_at: z.number().int().nullable(),
  accepted_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  /** The transitions the viewer may take now (the lifecycle table's answer for this state and role). */
  actions: z.array(z.string()),
  events: z.array(serviceOrderEvent),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetail>;
