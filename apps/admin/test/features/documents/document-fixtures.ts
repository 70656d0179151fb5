import type {
  AdminDocumentDetail,
  AdminDocumentItem,
  AdminDocumentOrder,
  AdminDocumentOrderDetail,
  AdminDocumentReport,
  AdminDocumentVersion,
  DocumentSettings,
} from '@lawbridge/contract';

export const DOCUMENT_ID = 12;
export const REVIEWING_VERSION_ID = 31;
export const DUPLICATE_ID = 5;
export const LAWYER_UUID = 'lawyer-0001';
const CREATED = Date.UTC(2026, 10, 20, 2, 0);
const SUBMITTED = Date.UTC(2026, 10, 25, 2, 0);

/** A lawyer's contract template waiting for its first review. */
export const item: AdminDocumentItem = {
  id: DOCUMENT_ID,
  title: '房屋租赁合同（出租方版）',
  legal_type_name: '房产纠纷',
  state: 'reviewing',
  state_label: '待审核',
  reviewing_version_id: REVIEWING_VERSION_ID,
  price: 990,
  pages: 3,
  format: 'docx',
  sales: 0,
  open_reports: 0,
  uploader: { kind: 'lawyer', user_id: 8, name: '王建国', phone: '139****0001', lawyer_uuid: LAWYER_UUID },
  created_at: CREATED,
  updated_at: SUBMITTED,
};

const pageImages = (versionId: number, pages: number) =>
  Array.from({ length: pages }, (_, index) => ({
    page: index + 1,
    url: `/api/v1/admin/documents-page/v${versionId}p${index + 1}`,
  }));

export const reviewingVersion: AdminDocumentVersion = {
  id: REVIEWING_VERSION_ID,
  version_no: 2,
  state: 'reviewing',
  state_label: '待审核',
  format: 'docx',
  size: 48_128,
  sha256: 'a'.repeat(64),
  pages: 3,
  failure: null,
  note: '补充了押金条款',
  text: '房屋租赁合同\n出租方（甲方）：\n承租方（乙方）：',
  page_images: pageImages(REVIEWING_VERSION_ID, 3),
  pdf_url: '/api/v1/admin/documents-page/pdf31',
  original_url: '/api/v1/admin/documents-page/orig31',
  review: null,
  created_at: SUBMITTED,
};

const rejectedVersion: AdminDocumentVersion = {
  ...reviewingVersion,
  id: 30,
  version_no: 1,
  state: 'rejected',
  state_label: '未通过',
  note: null,
  page_images: pageImages(30, 2),
  pages: 2,
  review: {
    decision: 'reject',
    reason_label: '内容质量不足',
    text: '缺少违约责任条款',
    operator_name: '运营小李',
    decided_at: CREATED + 3_600_000,
  },
  created_at: CREATED,
};

export const detail: AdminDocumentDetail = {
  ...item,
  description: '适用于个人出租住宅，包含押金、维修与违约条款。',
  tags: ['租房', '合同模板'],
  reason: null,
  versions: [reviewingVersion, rejectedVersion],
  duplicates: [{ id: DUPLICATE_ID, title: '房屋租赁合同（出租方版）', state: 'listed', same_file: false }],
  events: [
    { action: 'submit', label: '提交新版本', actor: '王建国', note: null, created_at: SUBMITTED },
    {
      action: 'reject',
      label: '审核驳回',
      actor: '运营小李',
      note: '内容质量不足：缺少违约责任条款',
      created_at: CREATED + 3_600_000,
    },
  ],
};

/** The same document once listed (no version in review). */
export const listed: AdminDocumentDetail = {
  ...detail,
  state: 'listed',
  state_label: '已上架',
  reviewing_version_id: null,
  sales: 4,
  open_reports: 1,
  versions: [{ ...reviewingVersion, state: 'approved', state_label: '已通过' }, rejectedVersion],
};

export const takenDown: AdminDocumentDetail = {
  ...listed,
  state: 'taken_down',
  state_label: '已下架',
  reason: '涉嫌侵权：与他人作品雷同',
};

export const report: AdminDocumentReport = {
  id: 44,
  document: { id: DOCUMENT_ID, title: item.title, state: 'listed' },
  reason: 'infringement',
  reason_label: '侵权',
  text: '与我律所发布的模板完全一致',
  reporter: { user_id: 20, name: '李律师', phone: '137****0002' },
  state: 'open',
  state_label: '待处理',
  handled_note: null,
  handled_at: null,
  operator_name: null,
  created_at: Date.UTC(2026, 10, 26, 2, 0),
};

export const dismissedReport: AdminDocumentReport = {
  ...report,
  id: 43,
  reason: 'outdated',
  reason_label: '已过时',
  text: '引用的法条已废止',
  state: 'dismissed',
  state_label: '已驳回',
  handled_note: '经核对内容为原创',
  handled_at: Date.UTC(2026, 10, 26, 6, 0),
  operator_name: '运营小王',
};

export const ORDER_NO = 'D2026112612345678';

export const order: AdminDocumentOrder = {
  order_no: ORDER_NO,
  document: { id: DOCUMENT_ID, title: item.title, format: 'docx', pages: 3, cover_url: null },
  price: 990,
  state: 'paid',
  state_label: '已购买',
  created_at: Date.UTC(2026, 10, 26, 1, 0),
  pay_deadline: null,
  paid_at: Date.UTC(2026, 10, 26, 1, 1),
  first_used_at: null,
  refunded_at: null,
  buyer: { user_id: 30, name: '用户5678', phone: '138****5678' },
  uploader_name: '王建国',
  commission: 297,
  downloads: 0,
  can_refund: true,
};

const PAID = {
  action: 'pay',
  label: '支付成功',
  actor: 'payment',
  note: null,
  created_at: Date.UTC(2026, 10, 26, 1, 1),
};

/** Paid and never downloaded: the refund is open. */
export const refundable: AdminDocumentOrderDetail = { ...order, events: [PAID], download_log: [] };

/** Read online once: finished, no refund from the console. */
export const finished: AdminDocumentOrderDetail = {
  ...refundable,
  state: 'finished',
  state_label: '已完成',
  first_used_at: Date.UTC(2026, 10, 26, 1, 5),
  downloads: 1,
  can_refund: false,
  events: [
    {
      action: 'first_use',
      label: '首次下载或阅读',
      actor: 'customer',
      note: null,
      created_at: Date.UTC(2026, 10, 26, 1, 5),
    },
    PAID,
  ],
  download_log: [
    {
      version_no: 2,
      format: 'read',
      link_id: 'lnk_7f3a',
      ip: '203.0.113.7',
      created_at: Date.UTC(2026, 10, 26, 1, 5),
    },
  ],
};

export const settings: DocumentSettings = {
  document_price_min_fen: 100,
  document_price_max_fen: 99_900,
  document_commission_percent: 30,
  document_daily_downloads: 20,
};
