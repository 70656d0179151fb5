import { z } from 'zod';
import { idField, integer, oneOf, optionalText, pattern, searchKeyword, text } from './fields';
import { pageOf, pageQuery } from './paging';

/**
 * Reviews (PRODUCT §10): the customer of a finished order reviews it once. Every review is bound to its
 * order (`order_kind` + the order), whatever the kind: service orders now, appointments later.
 */

/** The tags a customer may pick, as sent over the wire, with their Chinese labels (in display order). */
export const REVIEW_TAG_LABELS = {
  professional: '专业',
  patient: '耐心',
  responsive: '回复及时',
  clear: '解答清楚',
  friendly: '态度好',
  value: '性价比高',
} as const;
export type ReviewTag = keyof typeof REVIEW_TAG_LABELS;
export const REVIEW_TAGS = Object.keys(REVIEW_TAG_LABELS) as [ReviewTag, ...ReviewTag[]];

/** What a review can be bound to: the order kinds a customer finishes (documents are bought, not reviewed). */
export const REVIEW_ORDER_KINDS = ['service', 'appointment'] as const;
export type ReviewOrderKind = (typeof REVIEW_ORDER_KINDS)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 500;
export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 500;
export const REVIEW_HIDE_REASON_MIN = 2;
export const REVIEW_HIDE_REASON_MAX = 200;
/** A lawyer's reply can be edited this long after it was first written. */
export const REVIEW_REPLY_EDIT_MS = 24 * 60 * 60 * 1000;
/** The name shown for an anonymous reviewer everywhere but the console. */
export const ANONYMOUS_REVIEWER = '匿名用户';
/** How many reviews the lawyer page shows before 查看全部评价. */
export const LATEST_REVIEWS_COUNT = 3;

/** Any order number: service `S…`, appointment `A…` (the review module finds the order by its prefix). */
const reviewOrderNo = pattern('订单号', /^[SA]\d{16}$/);

export const reviewTagsField = z
  .array(oneOf('评价标签', REVIEW_TAGS), { error: '评价标签不正确' })
  .max(REVIEW_TAGS.length, { error: '评价标签不正确' })
  .refine((tags) => new Set(tags).size === tags.length, { error: '评价标签不能重复' });

/** POST /review: the customer's review of a finished order. */
export const reviewCreateBody = z.object({
  order_no: reviewOrderNo,
  rating: integer('评分', { min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX }),
  tags: reviewTagsField.default([]),
  text: optionalText('评价内容', REVIEW_TEXT_MAX).default(''),
  anonymous: oneOf('匿名评价', [0, 1] as const).default(0),
});
export type ReviewCreateBody = z.input<typeof reviewCreateBody>;

/** GET /review/order: the review of one order, for its customer and its lawyer. */
export const reviewOrderQuery = z.object({ order_no: reviewOrderNo });

/** GET /review: a lawyer's visible reviews, newest first (public). */
export const lawyerReviewsQuery = pageQuery.extend({
  lawyer_uuid: pattern('律师', /^[A-Za-z0-9-]{8,64}$/),
});

/** GET /lawyer/review: 我的评价. */
export const ownReviewsQuery = pageQuery;

/** POST /lawyer/review/reply: the lawyer's one reply to the review of their order (editable for 24 h). */
export const reviewReplyBody = z.object({
  order_no: reviewOrderNo,
  reply: text('回复内容', { min: REVIEW_REPLY_MIN, max: REVIEW_REPLY_MAX }),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

export const reviewTagCount = z.object({
  tag: z.enum(REVIEW_TAGS),
  label: z.string(),
  count: z.number().int(),
});
export type ReviewTagCount = z.infer<typeof reviewTagCount>;

/** A lawyer's figures over their visible reviews. */
export const reviewSummary = z.object({
  /** Average rating with one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Every tag, in display order, with how many visible reviews chose it. */
  tag_counts: z.array(reviewTagCount),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** A review as everyone sees it: bound to a verified order, the reviewer masked when anonymous. */
export const publicReview = z.object({
  id: z.number().int(),
  order_kind: z.enum(REVIEW_ORDER_KINDS),
  /** The service (or appointment) the order was for, copied from the order. */
  service_name: z.string(),
  /** 已验证订单: every review comes from a finished order (always 1; the mark the clients show). */
  verified: z.literal(1),
  /** The reviewer's nickname, or 匿名用户. */
  nickname: z.string(),
  avatar: z.string().nullable(),
  anonymous: z.number().int(),
  rating: z.number().int(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  text: z.string(),
  reply: z.string().nullable(),
  replied_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** 我的评价: the lawyer's own view, with the order and how long the reply stays editable. */
export const ownReview = publicReview.extend({
  order_no: z.string(),
  /** Null until the lawyer replies; afterwards the reply can be edited until this time. */
  reply_editable_until: z.number().int().nullable(),
});
export type OwnReview = z.infer<typeof ownReview>;

/** The review of one order as its customer or lawyer sees it (hidden reviews included, marked). */
export const orderReview = ownReview.extend({ hidden: z.number().int() });
export type OrderReview = z.infer<typeof orderReview>;

export const orderReviewResult = z.object({
  /** 1 when the viewer is the order's customer, the order is finished and not reviewed yet. */
  reviewable: z.number().int(),
  review: orderReview.nullable(),
});
export type OrderReviewResult = z.infer<typeof orderReviewResult>;

export const lawyerReviewsResult = z.object({
  summary: reviewSummary,
  reviews: pageOf(publicReview),
});
export type LawyerReviewsResult = z.infer<typeof lawyerReviewsResult>;

export const ownReviewsResult = z.object({
  summary: reviewSummary,
  reviews: pageOf(ownReview),
});
export type OwnReviewsResult = z.infer<typeof ownReviewsResult>;

/** Console: every review, newest first, by rating, lawyer name and whether hidden. */
export const adminReviewQuery = pageQuery.extend({
  rating: integer('评分', { min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX }).optional(),
  /** Inside the lawyer's name. */
  lawyer_name: searchKeyword(20),
  /** 1 hidden only, 0 visible only. */
  hidden: integer('隐藏状态', { min: 0, max: 1 }).optional(),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminReviewItem = z.object({
  id: z.number().int(),
  order_kind: z.enum(REVIEW_ORDER_KINDS),
  order_no: z.string(),
  service_name: z.string(),
  rating: z.number().int(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  text: z.string(),
  /** The console always sees who wrote it; this says whether others see 匿名用户. */
  anonymous: z.number().int(),
  customer: z.object({ nickname: z.string(), phone: z.string() }),
  lawyer: z.object({ uuid: z.string(), name: z.string() }),
  reply: z.string().nullable(),
  replied_at: z.number().int().nullable(),
  hidden: z.number().int(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type AdminReviewItem = z.infer<typeof adminReviewItem>;

/** POST /admin/reviews/hidden: hide (1) or show again (0), always with a reason (audited). */
export const adminReviewHiddenBody = z.object({
  id: idField('评价'),
  hidden: oneOf('隐藏状态', [0, 1] as const),
  reason: text('原因', { min: REVIEW_HIDE_REASON_MIN, max: REVIEW_HIDE_REASON_MAX }),
});
export type AdminReviewHiddenBody = z.infer<typeof adminReviewHiddenBody>;

/** Average × 10 as stored on the lawyer, from the visible reviews' count and rating sum (half up). */
export function ratingTimesTen(count: number, ratingSum: number): number {
  if (count <= 0) return 0;
  return Math.floor((20 * ratingSum + count) / (2 * count));
}

/** The tags in display order with their labels and counts (0 for tags nobody chose). */
export function tagCountsOf(counts: Partial<Record<ReviewTag, number>>): ReviewTagCount[] {
  return REVIEW_TAGS.map((tag) => ({ tag, label: REVIEW_TAG_LABELS[tag], count: counts[tag] ?? 0 }));
}
