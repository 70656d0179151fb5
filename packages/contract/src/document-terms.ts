// The document centre's plain terms (limits, states, sorts, labels): no schema, so pages that only show
// documents load no validation code. The schemas built on them are in document.ts.

export const DOCUMENT_TITLE_MIN = 4;
export const DOCUMENT_TITLE_MAX = 60;
export const DOCUMENT_DESCRIPTION_MIN = 10;
export const DOCUMENT_DESCRIPTION_MAX = 1000;
export const DOCUMENT_TAGS_MAX = 5;
export const DOCUMENT_TAG_MAX = 10;
/** The widest band operators may set (1–999 元); their band lies within it. */
export const DOCUMENT_PRICE_FLOOR_FEN = 100;
export const DOCUMENT_PRICE_CEILING_FEN = 99_900;

/** The kinds of file a document is uploaded as (told by the content). */
export const DOCUMENT_FORMATS = ['pdf', 'doc', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];
export const DOCUMENT_FORMAT_LABELS: Record<DocumentFormat, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
};

/**
 * A document's state as its uploader and operators see it. A new version of a listed document is reviewed
 * while the listed version stays on sale (`pending_version`).
 */
export const DOCUMENT_STATES = [
  'processing',
  'failed',
  'reviewing',
  'listed',
  'rejected',
  'taken_down',
  'withdrawn',
] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  processing: '处理中',
  failed: '处理失败',
  reviewing: '待审核',
  listed: '已上架',
  rejected: '未通过',
  taken_down: '已下架',
  withdrawn: '已停售',
};

/** A version's state: converted and rendered, then reviewed. */
export const DOCUMENT_VERSION_STATES = [
  'processing',
  'failed',
  'reviewing',
  'approved',
  'rejected',
  'superseded',
] as const;
export type DocumentVersionState = (typeof DOCUMENT_VERSION_STATES)[number];
export const DOCUMENT_VERSION_STATE_LABELS: Record<DocumentVersionState, string> = {
  processing: '处理中',
  failed: '处理失败',
  reviewing: '待审核',
  approved: '已通过',
  rejected: '未通过',
  superseded: '已被新版本替代',
};

/** 文档下载's sorts: 综合 / 销量 / 评分 / 最新 / 价格 (price ascending). */
export const DOCUMENT_SORTS = ['default', 'sales', 'rating', 'newest', 'price'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DOCUMENT_SORT_LABELS: Record<DocumentSort, string> = {
  default: '综合',
  sales: '销量',
  rating: '评分',
  newest: '最新',
  price: '价格',
};

/** 举报 reasons (PRODUCT §12). */
export const DOCUMENT_REPORT_REASONS = ['infringement', 'content_error', 'outdated', 'illegal'] as const;
export type DocumentReportReason = (typeof DOCUMENT_REPORT_REASONS)[number];
export const DOCUMENT_REPORT_REASON_LABELS: Record<DocumentReportReason, string> = {
  infringement: '侵权',
  content_error: '内容错误',
  outdated: '已过时',
  illegal: '违法违规',
};
export const DOCUMENT_REPORT_TEXT_MAX = 300;
export const DOCUMENT_RATING_TEXT_MAX = 300;
export const DOCUMENT_REPLY_TEXT_MAX = 300;
/** The longest search keyword of 文档下载. */
export const DOCUMENT_KEYWORD_MAX = 30;

/** 复制下载链接 (inside WeChat): an address to open in the phone's browser, valid this long. */
export const DOCUMENT_COPY_LINK_MINUTES = 10;
