import { z } from 'zod';
import { documentCreateBody, documentIdField } from './document';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_PRICE_CEILING_FEN,
  DOCUMENT_PRICE_FLOOR_FEN,
  DOCUMENT_REPORT_REASONS,
  DOCUMENT_STATES,
  DOCUMENT_VERSION_STATES,
} from './document-terms';
import { DOCUMENT_ORDER_STATES, documentOrder } from './document-order';
import { idField, oneOf, searchKeyword, text } from './fields';
import { pageOf, pageQuery } from './paging';
import { orderNoField } from './service-order';

/** The console's side of documents (PRODUCT §12, §16): review, take down, reports, orders, settings. */

/** Preset reasons of a rejection or a take-down; the uploader reads the label and the operator's text. */
export const DOCUMENT_REJECT_REASONS = [
  'infringement',
  'low_quality',
  'mismatch',
  'illegal',
  'duplicate',
  'other',
] as const;
export type DocumentRejectReason = (typeof DOCUMENT_REJECT_REASONS)[number];
export const DOCUMENT_REJECT_REASON_LABELS: Record<DocumentRejectReason, string> = {
  infringement: '涉嫌侵权',
  low_quality: '内容质量不足',
  mismatch: '标题、分类或简介与内容不符',
  illegal: '违法违规',
  duplicate: '重复文档',
  other: '其他',
};

export const documentVersionIdField = idField('文档版本');

/**
 * Console list of documents: the review queue is `state=reviewing`, every document with a version in review
 * (a new version of a listed or withdrawn one too, its `reviewing_version_id` set), oldest submitted first;
 * the other states are the document's, newest first.
 */
export const adminDocumentQuery = pageQuery.extend({
  state: oneOf('文档状态', DOCUMENT_STATES).optional(),
  /** Title, uploader phone or name. */
  keyword: searchKeyword(30),
});
export type AdminDocumentQuery = z.input<typeof adminDocumentQuery>;

export const adminDocumentUploader = z.object({
  /** A certified lawyer, another user (free documents only), or an operator (a platform document). */
  kind: z.enum(['lawyer', 'user', 'platform']),
  /** The user's id; null for a platform document. */
  user_id: z.number().int().nullable(),
  /** The lawyer's or user's name; for a platform document the operator's display name. */
  name: z.string(),
  /** The user's phone; the operator's username for a platform document. */
  phone: z.string(),
  /** The certified lawyer's uuid, null for other users. */
  lawyer_uuid: z.string().nullable(),
});

export const adminDocumentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  legal_type_name: z.string(),
  state: z.enum(DOCUMENT_STATES),
  state_label: z.string(),
  /** A version waiting for review (the first one, or a new version of a listed document). */
  reviewing_version_id: z.number().int().nullable(),
  price: z.number().int(),
  pages: z.number().int(),
  format: z.enum(DOCUMENT_FORMATS),
  sales: z.number().int(),
  open_reports: z.number().int(),
  uploader: adminDocumentUploader,
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminDocumentItem = z.infer<typeof adminDocumentItem>;
export const adminDocumentList = pageOf(adminDocumentItem);
export type AdminDocumentList = z.infer<typeof adminDocumentList>;

export const adminDocumentReview = z.object({
  decision: z.enum(['approve', 'reject']),
  reason_label: z.string().nullable(),
  text: z.string().nullable(),
  operator_name: z.string(),
  decided_at: z.number().int(),
});

/** One version with the whole document in view: every page as an image at a signed address, and its text. */
export const adminDocumentVersion = z.object({
  id: z.number().int(),
  version_no: z.number().int(),
  state: z.enum(DOCUMENT_VERSION_STATES),
  state_label: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  size: z.number().int(),
  sha256: z.string(),
  pages: z.number().int(),
  /** Why processing failed, null otherwise. */
  failure: z.string().nullable(),
  note: z.string().nullable(),
  /** The extracted text (for review), at most 20,000 characters. */
  text: z.string(),
  page_images: z.array(z.object({ page: z.number().int(), url: z.string() })),
  /** The PDF (converted when Word) and the original, signed for the operator. */
  pdf_url: z.string().nullable(),
  original_url: z.string(),
  review: adminDocumentReview.nullable(),
  created_at: z.number().int(),
});
export type AdminDocumentVersion = z.infer<typeof adminDocumentVersion>;

export const adminDocumentEvent = z.object({
  action: z.string(),
  label: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.number().int(),
});

export const adminDocumentDetail = adminDocumentItem.extend({
  description: z.string(),
  tags: z.array(z.string()),
  /** Why it is rejected or taken down (label + text), null otherwise. */
  reason: z.string().nullable(),
  /** Newest first. */
  versions: z.array(adminDocumentVersion),
  /** Other documents with the same file (SHA-256) or the same title. */
  duplicates: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      state: z.enum(DOCUMENT_STATES),
      same_file: z.boolean(),
    }),
  ),
  /** Audited actions on it, newest first. */
  events: z.array(adminDocumentEvent),
});
export type AdminDocumentDetail = z.infer<typeof adminDocumentDetail>;

/** POST API.admin.documentReview: approve (list it; a new version replaces the listed one) or reject a version. */
export const adminDocumentReviewBody = z.discriminatedUnion(
  'decision',
  [
    z.object({ version_id: documentVersionIdField, decision: z.literal('approve') }),
    z.object({
      version_id: documentVersionIdField,
      decision: z.literal('reject'),
      reason_code: oneOf('驳回原因', DOCUMENT_REJECT_REASONS),
      text: text('驳回说明', { min: 2, max: 300 }),
    }),
  ],
  { error: '请选择审核结果' },
);
export type AdminDocumentReviewBody = z.infer<typeof adminDocumentReviewBody>;

/** POST API.admin.documentTakeDown: hide a listed document (buyers keep their copies). */
export const adminDocumentTakeDownBody = z.object({
  id: documentIdField,
  reason_code: oneOf('下架原因', DOCUMENT_REJECT_REASONS),
  text: text('下架说明', { min: 2, max: 300 }),
});
export type AdminDocumentTakeDownBody = z.infer<typeof adminDocumentTakeDownBody>;

/** POST API.admin.documentRestore: list a taken-down document again. */
export const adminDocumentRestoreBody = z.object({ id: documentIdField });

export const DOCUMENT_REPORT_STATES = ['open', 'dismissed', 'taken_down'] as const;
export type DocumentReportState = (typeof DOCUMENT_REPORT_STATES)[number];
export const DOCUMENT_REPORT_STATE_LABELS: Record<DocumentReportState, string> = {
  open: '待处理',
  dismissed: '已驳回',
  taken_down: '已下架文档',
};

export const adminDocumentReportQuery = pageQuery.extend({
  state: oneOf('处理状态', DOCUMENT_REPORT_STATES).optional(),
});
export const adminDocumentReport = z.object({
  id: z.number().int(),
  document: z.object({ id: z.number().int(), title: z.string(), state: z.enum(DOCUMENT_STATES) }),
  reason: z.enum(DOCUMENT_REPORT_REASONS),
  reason_label: z.string(),
  text: z.string(),
  reporter: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }),
  state: z.enum(DOCUMENT_REPORT_STATES),
  state_label: z.string(),
  handled_note: z.string().nullable(),
  handled_at: z.number().int().nullable(),
  operator_name: z.string().nullable(),
  created_at: z.number().int(),
});
export type AdminDocumentReport = z.infer<typeof adminDocumentReport>;
export const adminDocumentReportList = pageOf(adminDocumentReport);

/** POST API.admin.documentReportHandle: dismiss a report, or take the document down because of it. */
export const adminDocumentReportHandleBody = z.discriminatedUnion(
  'result',
  [
    z.object({
      id: idField('举报'),
      result: z.literal('dismissed'),
      text: text('处理说明', { min: 2, max: 300 }),
    }),
    z.object({
      id: idField('举报'),
      result: z.literal('taken_down'),
      reason_code: oneOf('下架原因', DOCUMENT_REJECT_REASONS),
      text: text('处理说明', { min: 2, max: 300 }),
    }),
  ],
  { error: '请选择处理结果' },
);
export type AdminDocumentReportHandleBody = z.infer<typeof adminDocumentReportHandleBody>;

/** Console: document orders (order number, buyer phone or title). */
export const adminDocumentOrderQuery = pageQuery.extend({
  state: oneOf('订单状态', DOCUMENT_ORDER_STATES).optional(),
  keyword: searchKeyword(30),
});
export const adminDocumentOrder = documentOrder.omit({ actions: true }).extend({
  buyer: z.object({ user_id: z.number().int(), name: z.string(), phone: z.string() }),
  uploader_name: z.string(),
  commission: z.number().int(),
  downloads: z.number().int(),
  /** Operator actions open now (`operator_refund` before settlement). */
  can_refund: z.boolean(),
});
export type AdminDocumentOrder = z.infer<typeof adminDocumentOrder>;
export const adminDocumentOrderList = pageOf(adminDocumentOrder);
/** `${API.admin.documentOrders}/:order_no` */
export const adminDocumentOrderParams = z.object({ order_no: orderNoField });

export const adminDocumentDownload = z.object({
  version_no: z.number().int(),
  format: z.enum(['pdf', 'original', 'read']),
  /** The address's id (not the address itself: it was a secret). */
  link_id: z.string(),
  ip: z.string().nullable(),
  created_at: z.number().int(),
});
export const adminDocumentOrderDetail = adminDocumentOrder.extend({
  events: z.array(adminDocumentEvent),
  download_log: z.array(adminDocumentDownload),
});
export type AdminDocumentOrderDetail = z.infer<typeof adminDocumentOrderDetail>;

/** POST API.admin.documentOrderRefund: refund a paid, unsettled document order in full, with a reason. */
export const adminDocumentOrderRefundBody = z.object({
  order_no: orderNoField,
  text: text('退款说明', { min: 2, max: 300 }),
});

/** GET / POST API.admin.documentSettings (hold days are the withdrawal settings' own). */
export const documentSettings = z.object({
  document_price_min_fen: z.number().int(),
  document_price_max_fen: z.number().int(),
  document_commission_percent: z.number().int(),
  document_daily_downloads: z.number().int(),
});
export type DocumentSettings = z.infer<typeof documentSettings>;

const settingInt = (label: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能大于${max}` });

export const documentSettingsBody = z
  .object({
    document_price_min_fen: settingInt('最低价格', DOCUMENT_PRICE_FLOOR_FEN, DOCUMENT_PRICE_CEILING_FEN),
    document_price_max_fen: settingInt('最高价格', DOCUMENT_PRICE_FLOOR_FEN, DOCUMENT_PRICE_CEILING_FEN),
    document_commission_percent: settingInt('文档佣金比例', 0, 90),
    document_daily_downloads: settingInt('每日下载上限', 1, 200),
  })
  .refine((body) => body.document_price_min_fen <= body.document_price_max_fen, {
    error: '最低价格不能大于最高价格',
    path: ['document_price_min_fen'],
  });
export type DocumentSettingsBody = z.infer<typeof documentSettingsBody>;

/**
 * POST API.admin.documents: a platform document (PRODUCT §12, operators upload them from the console). Free
 * (only certified lawyers sell), its file uploaded first at API.admin.documentFile; processed, then in the
 * review queue like every document, where any operator approves it.
 */
export const adminDocumentCreateBody = documentCreateBody.omit({ price: true });
export type AdminDocumentCreateBody = z.input<typeof adminDocumentCreateBody>;
