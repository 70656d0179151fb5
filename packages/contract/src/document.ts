import { z } from 'zod';
import { idField, integer, oneOf, optionalText, searchKeyword, text } from './fields';
import { pageOf, pageQuery } from './paging';
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_DESCRIPTION_MIN,
  DOCUMENT_FORMATS,
  DOCUMENT_KEYWORD_MAX,
  DOCUMENT_PRICE_CEILING_FEN,
  DOCUMENT_RATING_TEXT_MAX,
  DOCUMENT_REPLY_TEXT_MAX,
  DOCUMENT_REPORT_REASONS,
  DOCUMENT_REPORT_TEXT_MAX,
  DOCUMENT_SORTS,
  DOCUMENT_STATES,
  DOCUMENT_TAGS_MAX,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TITLE_MIN,
  DOCUMENT_VERSION_STATES,
} from './document-terms';

/**
 * Documents (文档, PRODUCT §12): the catalogue side: upload, review states, the document centre, 我的文档,
 * ratings and reports. Orders, downloads and online reading are in `document-order.ts`; the console's side in
 * `document-admin.ts`. Money is integer fen; times UTC epoch ms.
 */

/** The uploaded file (`POST API.uploadFile`'s id). */
const documentFileField = z
  .string({ error: (issue) => (issue.input === undefined ? '请上传文档文件' : '文档文件格式不正确') })
  .regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '文档文件格式不正确' });

/** The document's id in addresses and bodies. */
export const documentIdField = idField('文档');

const tagsField = z
  .array(text('标签', { max: DOCUMENT_TAG_MAX }), { error: '标签格式不正确' })
  .max(DOCUMENT_TAGS_MAX, { error: `标签最多${DOCUMENT_TAGS_MAX}个` })
  .refine((tags) => new Set(tags).size === tags.length, { error: '标签不能重复' });

/** Price in fen: 0 is free; a price is checked against the operators' band and the uploader's certification. */
const priceField = integer('价格', { min: 0, max: DOCUMENT_PRICE_CEILING_FEN });

/**
 * POST API.documents: list a document. The file was uploaded first through `POST API.uploadFile` (PDF, DOC or
 * DOCX, ≤ 20 MB); `file_id` is that upload. The answer's state is `processing`: conversion and previews run in
 * the background, then the document waits for review.
 */
export const documentCreateBody = z.object({
  title: text('文档标题', { min: DOCUMENT_TITLE_MIN, max: DOCUMENT_TITLE_MAX }),
  legal_type_id: idField('法律类型'),
  tags: tagsField.default([]),
  description: text('文档简介', { min: DOCUMENT_DESCRIPTION_MIN, max: DOCUMENT_DESCRIPTION_MAX }),
  price: priceField,
  file_id: documentFileField,
});
export type DocumentCreateBody = z.input<typeof documentCreateBody>;

/** POST API.documentVersion: a new file (and optionally new texts) for one of my documents; reviewed again. */
export const documentVersionBody = z.object({
  id: documentIdField,
  file_id: documentFileField,
  note: optionalText('更新说明', 200),
});
export type DocumentVersionBody = z.input<typeof documentVersionBody>;

/** POST API.documentSale: withdraw my listed document from sale (停售) or put it back (a withdrawn one). */
export const documentSaleBody = z.object({
  id: documentIdField,
  on_sale: z.boolean({ error: '请选择是否在售' }),
});
export type DocumentSaleBody = z.infer<typeof documentSaleBody>;

/** GET API.documentRules: what the upload form offers the signed-in user. */
export const documentUploadRules = z.object({
  /** Certified lawyers may sell; everyone else uploads free documents. */
  can_sell: z.boolean(),
  price_min: z.number().int(),
  price_max: z.number().int(),
  /** The platform's share of a sale, percent. */
  commission_percent: z.number().int(),
  /** Whether Word files are taken (LibreOffice is on the server). */
  word_supported: z.boolean(),
  max_bytes: z.number().int(),
});
export type DocumentUploadRules = z.infer<typeof documentUploadRules>;

export const documentCreated = z.object({ id: z.number().int(), state: z.enum(DOCUMENT_STATES) });
export type DocumentCreated = z.infer<typeof documentCreated>;

/** GET API.documents: the document centre (listed documents only). */
export const documentListQuery = pageQuery.extend({
  keyword: searchKeyword(DOCUMENT_KEYWORD_MAX),
  legal_type_id: idField('法律类型').optional(),
  sort: oneOf('排序方式', DOCUMENT_SORTS).default('default'),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

export const documentListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  legal_type_name: z.string(),
  tags: z.array(z.string()),
  format: z.enum(DOCUMENT_FORMATS),
  pages: z.number().int(),
  /** fen; 0 is free */
  price: z.number().int(),
  /** Paid orders not refunded (free documents: distinct users who downloaded). */
  sales: z.number().int(),
  /** Average 0–5 with one decimal; 0 without ratings. */
  rating: z.number(),
  rating_count: z.number().int(),
  /** The cover thumbnail (public, long-cached). */
  cover_url: z.string().nullable(),
  uploader_name: z.string(),
  updated_at: z.number().int(),
});
export type DocumentListItem = z.infer<typeof documentListItem>;
export const documentList = pageOf(documentListItem);
export type DocumentList = z.infer<typeof documentList>;

export const documentQuery = z.object({ id: documentIdField });

export const documentPreviewImage = z.object({
  page: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DocumentPreviewImage = z.infer<typeof documentPreviewImage>;

/** The uploader as the detail shows them: a certified lawyer's card links to the lawyer page. */
export const documentUploader = z.object({
  kind: z.enum(['lawyer', 'user', 'platform']),
  name: z.string(),
  lawyer: z
    .object({
      uuid: z.string(),
      name: z.string(),
      avatar: z.string().nullable(),
      law_firm: z.string(),
      practice_years: z.number().int(),
      rating: z.number(),
    })
    .nullable(),
});
export type DocumentUploader = z.infer<typeof documentUploader>;

/** What the signed-in viewer may do with the document (all false / null for a visitor). */
export const documentViewer = z.object({
  /** The viewer uploaded it. */
  own: z.boolean(),
  /** A paid order (not refunded), or the document is free: 下载 and 在线阅读 are offered. */
  entitled: z.boolean(),
  /** The viewer's order of it, paid or waiting for payment. */
  order_no: z.string().nullable(),
  order_state: z.string().nullable(),
  /** Bought and not yet downloaded or read: 退款 takes the money back at once. */
  can_refund: z.boolean(),
  can_rate: z.boolean(),
  rated: z.boolean(),
  /** Downloads left today (the daily cap counts every document). */
  downloads_left_today: z.number().int(),
});
export type DocumentViewer = z.infer<typeof documentViewer>;

/** GET API.documentDetail `?id=`: PRODUCT §12's detail. Taken-down documents answer only their buyers and uploader. */
export const documentDetail = documentListItem.extend({
  legal_type_id: z.number().int(),
  description: z.string(),
  /** Size of the file as uploaded, bytes. */
  size: z.number().int(),
  version_no: z.number().int(),
  state: z.enum(DOCUMENT_STATES),
  uploader: documentUploader,
  previews: z.array(documentPreviewImage),
  viewer: documentViewer,
  /** For 请律师按我的情况修改: the uploader's 文书代写 service, when the uploader is a lawyer offering it. */
  drafting_service: z
    .object({ lawyer_uuid: z.string(), service_id: z.number().int(), price: z.number().int() })
    .nullable(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** 我的文档: one of the signed-in user's uploads. */
export const myDocumentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(DOCUMENT_STATES),
  state_label: z.string(),
  /** Why it failed, was rejected or taken down (preset reason label + text); null otherwise. */
  reason: z.string().nullable(),
  price: z.number().int(),
  sales: z.number().int(),
  /** Income from finished orders, net of commission and refunds, fen. */
  income: z.number().int(),
  version_no: z.number().int(),
  /** A newer version under processing or review, or rejected (the listed one stays on sale meanwhile). */
  pending_version: z
    .object({
      version_no: z.number().int(),
      state: z.enum(DOCUMENT_VERSION_STATES),
      state_label: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  cover_url: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type MyDocumentItem = z.infer<typeof myDocumentItem>;
export const myDocumentList = pageOf(myDocumentItem);
export type MyDocumentList = z.infer<typeof myDocumentList>;
export const myDocumentQuery = pageQuery;

/** POST API.documentRatings: a buyer rates a document once (1–5 and a text). */
export const documentRatingBody = z.object({
  document_id: documentIdField,
  score: integer('评分', { min: 1, max: 5 }),
  text: text('评价内容', { min: 2, max: DOCUMENT_RATING_TEXT_MAX }),
});
export type DocumentRatingBody = z.infer<typeof documentRatingBody>;

export const documentRatingQuery = pageQuery.extend({ document_id: documentIdField });

export const documentRating = z.object({
  id: z.number().int(),
  score: z.number().int(),
  text: z.string(),
  /** The rater as shown: 王先生 or the masked nickname. */
  user_name: z.string(),
  created_at: z.number().int(),
  reply: z.string().nullable(),
  reply_at: z.number().int().nullable(),
});
export type DocumentRating = z.infer<typeof documentRating>;
export const documentRatingList = pageOf(documentRating);
export type DocumentRatingList = z.infer<typeof documentRatingList>;

/** POST API.documentRatingReply: the uploader replies once to a rating of their document. */
export const documentRatingReplyBody = z.object({
  id: idField('评价'),
  text: text('回复内容', { min: 2, max: DOCUMENT_REPLY_TEXT_MAX }),
});
export type DocumentRatingReplyBody = z.infer<typeof documentRatingReplyBody>;

/** POST API.documentReport: 举报 (any signed-in user but the uploader; one open report per user and document). */
export const documentReportBody = z.object({
  document_id: documentIdField,
  reason: oneOf('举报原因', DOCUMENT_REPORT_REASONS),
  text: text('举报说明', { min: 5, max: DOCUMENT_REPORT_TEXT_MAX }),
});
export type DocumentReportBody = z.infer<typeof documentReportBody>;
