import { z } from 'zod';
import { integer, oneOf, optionalText, pattern, text } from './fields';
import { lawyerUuidField } from './lawyer';
import type { ServiceOrderStateKey } from './lifecycles';
import { pageQuery } from './paging';
import { uploadIdField } from './user';

export const SERVICE_DESCRIPTION_MIN = 10;
export const SERVICE_DESCRIPTION_MAX = 1000;
export const SERVICE_IMAGES_MAX = 6;
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

export const orderNoField = pattern('订单号', /^[SAD]\d{16}$/);

/** POST /order/service: 服务详情 → 确认订单 (PRODUCT §6). */
export const serviceOrderCreateBody = z.object({
  lawyer_uuid: lawyerUuidField,
  config_id: integer('服务', { min: 1 }),
  description: text('问题描述', { min: SERVICE_DESCRIPTION_MIN, max: SERVICE_DESCRIPTION_MAX }),
  images: z
    .array(uploadIdField, { error: '图片格式不正确' })
    .max(SERVICE_IMAGES_MAX, { error: `图片最多上传${SERVICE_IMAGES_MAX}张` })
    .default([]),
});
export type ServiceOrderCreateBody = z.infer<typeof serviceOrderCreateBody>;

export const serviceOrderListQuery = pageQuery.extend({
  state: oneOf('订单状态', SERVICE_ORDER_STATES).optional(),
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
    withOrder({ action: z.literal('deliver'), note: text('交付说明', { min: 2, max: 1000 }) }),
    withOrder({ action: z.literal('confirm') }),
    withOrder({
      action: z.literal('request_refund'),
      reason: oneOf('退款原因', SERVICE_REFUND_REASONS),
      text: optionalText('退款说明', 500),
    }),
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

export const serviceOrderDetail = serviceOrderSummary.extend({
  description: z.string(),
  delivery_note: z.string().nullable(),
  paid_at: z.number().int().nullable(),
  accepted_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  /** The transitions the viewer may take now (the lifecycle table's answer for this state and role). */
  actions: z.array(z.string()),
  events: z.array(serviceOrderEvent),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetail>;
