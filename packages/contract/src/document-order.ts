import { z } from 'zod';
import { documentIdField } from './document';
import { DOCUMENT_FORMATS } from './document-terms';
import { oneOf, pattern } from './fields';
import { DOCUMENT_ORDER_LIFECYCLE, type DocumentOrderStateKey } from './lifecycles';
import { pageOf, pageQuery } from './paging';
import { orderNoField } from './service-order';

/**
 * Document orders, downloads and online reading (PRODUCT §12). The lifecycle is the table
 * `DOCUMENT_ORDER_LIFECYCLE`; payment goes through `POST API.payment` with scene `document`.
 */
export const DOCUMENT_ORDER_STATES = DOCUMENT_ORDER_LIFECYCLE.states.map((state) => state.key) as [
  DocumentOrderStateKey,
  ...DocumentOrderStateKey[],
];

/** Downloads a user may take in a day (Asia/Shanghai), every document counted; operators may change it. */
export const DOCUMENT_DAILY_DOWNLOADS_DEFAULT = 20;
/** A download address works this long, for the user and document it was made for. */
export const DOCUMENT_DOWNLOAD_LINK_SECONDS = 60;
/** 在线阅读's page addresses are valid this long. */
export const DOCUMENT_READ_LINK_MINUTES = 10;

/** POST API.documentOrders: buy a document (a paid, listed one, not one's own); an open unpaid order is reused. */
export const documentOrderCreateBody = z.object({ document_id: documentIdField });
export const documentOrderCreated = z.object({ order_no: z.string() });
export type DocumentOrderCreated = z.infer<typeof documentOrderCreated>;

export const documentOrderQuery = z.object({ order_no: orderNoField });

/** POST API.documentOrderAction: the buyer's buttons (`close` an unpaid order, `refund` before the first use). */
export const documentOrderActionBody = z.object({
  order_no: orderNoField,
  action: oneOf('操作', ['close', 'refund'] as const),
});
export type DocumentOrderActionBody = z.infer<typeof documentOrderActionBody>;

export const documentOrderSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  pages: z.number().int(),
  cover_url: z.string().nullable(),
});

/** One document order as its buyer sees it: the pay page, 已购文档. */
export const documentOrder = z.object({
  order_no: z.string(),
  document: documentOrderSummary,
  price: z.number().int(),
  state: z.enum(DOCUMENT_ORDER_STATES),
  state_label: z.string(),
  created_at: z.number().int(),
  /** Unpaid: when it closes by itself. */
  pay_deadline: z.number().int().nullable(),
  paid_at: z.number().int().nullable(),
  /** The first download or online reading; null while the refund right lasts. */
  first_used_at: z.number().int().nullable(),
  refunded_at: z.number().int().nullable(),
  /** The buttons of the lifecycle the buyer may press now (`close`, `refund`); paying is `POST API.payment`. */
  actions: z.array(z.object({ action: z.string(), label: z.string() })),
});
export type DocumentOrder = z.infer<typeof documentOrder>;

/** GET API.documentOrders: 已购文档 (paid, finished and refunded orders; unpaid ones are not purchases). */
export const documentOrderListQuery = pageQuery;
export const documentOrderList = pageOf(documentOrder);
export type DocumentOrderList = z.infer<typeof documentOrderList>;

/**
 * POST API.documentDownload: an address for the signed-in user's copy: `pdf` (stamped for a bought document),
 * or `original` (the Word file as uploaded, when it was Word). `copy_link` (inside WeChat) makes a 10-minute
 * address to open in a browser instead of the 60-second one. Each call counts against the daily cap.
 */
export const documentDownloadBody = z.object({
  id: documentIdField,
  format: oneOf('文件格式', ['pdf', 'original'] as const),
  purpose: oneOf('用途', ['download', 'copy_link'] as const).default('download'),
});
export type DocumentDownloadBody = z.input<typeof documentDownloadBody>;

export const documentDownloadLink = z.object({
  url: z.string(),
  expires_at: z.number().int(),
  file_name: z.string(),
  downloads_left_today: z.number().int(),
});
export type DocumentDownloadLink = z.infer<typeof documentDownloadLink>;

/** GET API.documentRead `?id=`: 在线阅读 for an entitled user: every page as an image at a signed address. */
export const documentReadQuery = z.object({ id: documentIdField });
export const documentReadPages = z.object({
  page_count: z.number().int(),
  pages: z.array(z.object({ page: z.number().int(), url: z.string() })),
  expires_at: z.number().int(),
});
export type DocumentReadPages = z.infer<typeof documentReadPages>;

/** `${API.documentFile}/:token`: the link's id and its signature. */
export const documentFileParams = z.object({
  token: pattern('下载链接', /^[0-9a-f]{32}\.[A-Za-z0-9_-]{22}$/),
});
/** `${API.documentPage}/:token`: the reading link's id, the page and their signature. */
export const documentPageParams = z.object({
  token: pattern('阅读链接', /^[0-9a-f]{32}\.[1-9]\d{0,2}\.[A-Za-z0-9_-]{22}$/),
});
