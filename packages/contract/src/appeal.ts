import { z } from 'zod';
import { idField, integer, oneOf, optionalText, text } from './fields';
import { APPEAL_LIFECYCLE, type AppealStateKey } from './lifecycles';
import { pageQuery } from './paging';
import { orderNoField, serviceOrderEvent, uploadIdList } from './service-order';
import { afterSaleDecision, REFUND_AMOUNT_MAX } from './after-sale';
import { APPEAL_ORDER_KINDS, type AppealOrderKind } from './appeal-kinds';

/** A customer may appeal a finished order within this many days of its completion (PRODUCT §12a). */
export const APPEAL_WINDOW_DAYS = 7;
export const APPEAL_TEXT_MAX = 500;
export const APPEAL_IMAGES_MAX = 6;
/** The lawyer's contest: text and images, as long as the customer's. */
export const APPEAL_ANSWER_TEXT_MAX = 500;

/** 申诉类型 (PRODUCT §12a; 内容与描述不符 for documents only). */
export const APPEAL_TYPES = [
  '律师未履约',
  '服务质量差',
  '言语不当',
  '私下收费',
  '文件无法使用',
  '内容与描述不符',
  '其他',
] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];

const SERVICE_APPEAL_TYPES = [
  '律师未履约',
  '服务质量差',
  '言语不当',
  '私下收费',
  '文件无法使用',
  '其他',
] as const satisfies readonly AppealType[];

/** The types an appeal on each kind of order may have (the create page offers these). */
export const APPEAL_TYPES_OF_KIND: Record<AppealOrderKind, readonly AppealType[]> = {
  service: SERVICE_APPEAL_TYPES,
  appointment: SERVICE_APPEAL_TYPES,
  document: ['文件无法使用', '内容与描述不符', '其他'],
};
export const MSG_APPEAL_TYPE_OF_KIND = '该订单不能选择此申诉类型';

export const APPEAL_STATES = APPEAL_LIFECYCLE.states.map((state) => state.key) as [
  AppealStateKey,
  ...AppealStateKey[],
];
/** An appeal in one of these is open: it holds the order's pending funds, and no second one may start. */
export const APPEAL_OPEN_STATES = [
  'waiting_lawyer',
  'offered',
  'waiting_operator',
] as const satisfies readonly AppealStateKey[];

export const appealIdField = idField('申诉');

/** POST /appeal: the customer's appeal on a finished order, with a type its kind offers. */
export const appealCreateBody = z
  .object({
    order_kind: oneOf('订单类型', APPEAL_ORDER_KINDS),
    order_no: orderNoField,
    type: oneOf('申诉类型', APPEAL_TYPES),
    text: text('申诉说明', { min: 2, max: APPEAL_TEXT_MAX }),
    images: uploadIdList('申诉图片', APPEAL_IMAGES_MAX),
  })
  .refine((body) => APPEAL_TYPES_OF_KIND[body.order_kind].includes(body.type), {
    error: MSG_APPEAL_TYPE_OF_KIND,
    path: ['type'],
  });
export type AppealCreateBody = z.infer<typeof appealCreateBody>;

export const appealQuery = z.object({ id: appealIdField });

/** GET /appeal/eligibility: whether the order's page shows 申诉 (and why not). */
export const appealEligibilityQuery = z.object({
  order_kind: oneOf('订单类型', APPEAL_ORDER_KINDS),
  order_no: orderNoField,
});
export type AppealEligibilityQuery = z.infer<typeof appealEligibilityQuery>;

export const appealEligibility = z.object({
  /** The service's name, 线下咨询预约, or the document's title. */
  order_title: z.string(),
  /** The document of a document order (its page); null for the other kinds. */
  document_id: z.number().int().nullable(),
  can_appeal: z.boolean(),
  /** Why not, in Chinese (未完成, 已超过申诉期限, 已有处理中的申诉…); null when it can. */
  reason: z.string().nullable(),
  /** The last moment to appeal (completion + 7 days); null before completion. */
  deadline: z.number().int().nullable(),
  /** The open appeal on the order, to link to it instead. */
  open_appeal_id: z.number().int().nullable(),
  /** Every appeal on the order, newest first (closed ones too). */
  appeal_ids: z.array(z.number().int()),
});
export type AppealEligibility = z.infer<typeof appealEligibility>;

/** GET /appeal (the customer's) and /lawyer/appeal (appeals against the signed-in lawyer), newest first. */
export const appealListQuery = pageQuery.extend({
  state: oneOf('申诉状态', APPEAL_STATES).optional(),
});
export type AppealListQuery = z.infer<typeof appealListQuery>;

export const appealSummary = z.object({
  id: z.number().int(),
  order_kind: z.enum(APPEAL_ORDER_KINDS),
  order_no: z.string(),
  /** The service's name, 线下咨询预约, or the document's title. */
  order_title: z.string(),
  /** The document of a document order (its page); null for the other kinds. */
  document_id: z.number().int().nullable(),
  type: z.enum(APPEAL_TYPES),
  state: z.enum(APPEAL_STATES),
  state_label: z.string(),
  /** Granted refund in fen (accepted offer or operator's decision); null otherwise. */
  refund_amount: z.number().int().nullable(),
  lawyer: z.object({ uuid: z.string(), name: z.string(), avatar: z.string().nullable() }),
  customer: z.object({ nickname: z.string() }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AppealSummary = z.infer<typeof appealSummary>;

/** The lawyer's answer: an offered refund (amount, optional note) or a contest (text and images). */
export const appealAnswer = z.object({
  kind: z.enum(['offer', 'contest']),
  /** The offered refund in fen; null for a contest. */
  amount: z.number().int().nullable(),
  text: z.string().nullable(),
  /** Signed addresses of the lawyer's images, valid for about an hour. */
  images: z.array(z.string()),
  created_at: z.number().int(),
});
export type AppealAnswer = z.infer<typeof appealAnswer>;

/** GET /appeal/detail and /lawyer/appeal/detail: both sides see the same appeal, timeline and evidence. */
export const appealDetail = appealSummary.extend({
  text: z.string(),
  /** The customer's images (signed addresses). */
  images: z.array(z.string()),
  /** What was paid for the order, what has gone back already, and what still can (paid − refunded). */
  paid_amount: z.number().int(),
  refunded_amount: z.number().int(),
  refundable: z.number().int(),
  /** When the order finished. */
  completed_at: z.number().int(),
  answer: appealAnswer.nullable(),
  decision: afterSaleDecision.nullable(),
  /** While waiting for the lawyer or the customer's answer to an offer: when it passes to the platform. */
  due_at: z.number().int().nullable(),
  /** The viewer's transitions now (the lifecycle table's answer for this state and role). */
  actions: z.array(z.string()),
  /** Oldest first: created, answered, accepted, decided… */
  events: z.array(serviceOrderEvent),
});
export type AppealDetail = z.infer<typeof appealDetail>;

/** POST /lawyer/appeal/answer: offer a refund (≤ refundable) or contest with text and images. */
export const appealAnswerBody = z.discriminatedUnion(
  'answer',
  [
    z.object({
      id: appealIdField,
      answer: z.literal('offer'),
      amount: integer('退款金额', { min: 1, max: REFUND_AMOUNT_MAX }),
      text: optionalText('退款说明', APPEAL_ANSWER_TEXT_MAX),
    }),
    z.object({
      id: appealIdField,
      answer: z.literal('contest'),
      text: text('异议说明', { min: 2, max: APPEAL_ANSWER_TEXT_MAX }),
      images: uploadIdList('异议图片', APPEAL_IMAGES_MAX),
    }),
  ],
  { error: '答复方式不正确' },
);
export type AppealAnswerBody = z.infer<typeof appealAnswerBody>;

/** POST /appeal/action: the customer accepts or declines the lawyer's offer, or withdraws the appeal. */
export const appealActionBody = z.object({
  id: appealIdField,
  action: oneOf('操作', ['accept_offer', 'decline_offer', 'withdraw'] as const),
});
export type AppealActionBody = z.infer<typeof appealActionBody>;
