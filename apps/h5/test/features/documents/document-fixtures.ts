import type {
  DocumentDetail,
  DocumentListItem,
  DocumentOrder,
  DocumentUploadRules,
  DocumentViewer,
  MyDocumentItem,
} from '@lawbridge/contract';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

export const DOC_ORDER_NO = 'D2026112700000001';

export const documentItem = (overrides: Partial<DocumentListItem> = {}): DocumentListItem => ({
  id: 7,
  title: '房屋租赁合同（出租方版）',
  legal_type_name: '合同纠纷',
  tags: ['租房', '合同'],
  format: 'docx',
  pages: 12,
  price: 1990,
  sales: 35,
  rating: 4.6,
  rating_count: 8,
  cover_url: '/files/cover-7.png',
  uploader_name: '王建国',
  updated_at: Date.UTC(2026, 10, 20, 2, 0),
  ...overrides,
});

export const visitor: DocumentViewer = {
  own: false,
  entitled: false,
  order_no: null,
  order_state: null,
  can_refund: false,
  can_rate: false,
  rated: false,
  downloads_left_today: 0,
};

/** A buyer who paid and has not downloaded yet. */
export const buyer: DocumentViewer = {
  ...visitor,
  entitled: true,
  order_no: DOC_ORDER_NO,
  order_state: 'paid',
  can_refund: true,
  can_rate: true,
  downloads_left_today: 20,
};

export const documentDetail = (
  viewer: DocumentViewer = visitor,
  overrides: Partial<DocumentDetail> = {},
): DocumentDetail => ({
  ...documentItem(),
  legal_type_id: 10,
  description: '适用于个人出租住房，含押金、维修和提前解约条款。',
  size: 245_760,
  version_no: 1,
  state: 'listed',
  uploader: {
    kind: 'lawyer',
    name: '王建国',
    lawyer: {
      uuid: 'lawyer-0001',
      name: '王建国',
      avatar: null,
      law_firm: '北京德衡律师事务所',
      practice_years: 12,
      rating: 4.8,
    },
  },
  previews: [
    { page: 1, url: '/files/preview-7-1.png', width: 600, height: 848 },
    { page: 2, url: '/files/preview-7-2.png', width: 600, height: 848 },
  ],
  viewer,
  drafting_service: { lawyer_uuid: 'lawyer-0001', service_id: 4, price: 29900 },
  ...overrides,
});

export const documentOrder = (overrides: Partial<DocumentOrder> = {}): DocumentOrder => ({
  order_no: DOC_ORDER_NO,
  document: { id: 7, title: '房屋租赁合同（出租方版）', format: 'docx', pages: 12, cover_url: null },
  price: 1990,
  state: 'paid',
  state_label: '已购买',
  created_at: Date.UTC(2026, 10, 27, 1, 0),
  pay_deadline: null,
  paid_at: Date.UTC(2026, 10, 27, 1, 2),
  first_used_at: null,
  refunded_at: null,
  actions: [],
  ...overrides,
});

export const uploadRules = (overrides: Partial<DocumentUploadRules> = {}): DocumentUploadRules => ({
  can_sell: true,
  price_min: 100,
  price_max: 99_900,
  commission_percent: 30,
  word_supported: true,
  max_bytes: 20 * 1024 * 1024,
  ...overrides,
});

export const myDocument = (overrides: Partial<MyDocumentItem> = {}): MyDocumentItem => ({
  id: 7,
  title: '房屋租赁合同（出租方版）',
  state: 'listed',
  state_label: '已上架',
  reason: null,
  price: 1990,
  sales: 35,
  income: 48_755,
  version_no: 1,
  pending_version: null,
  cover_url: null,
  created_at: Date.UTC(2026, 10, 1, 1, 0),
  updated_at: Date.UTC(2026, 10, 20, 2, 0),
  ...overrides,
});

export const legalTypes = [
  { id: 1, name: '婚姻家庭', children: [{ id: 2, name: '离婚纠纷' }] },
  { id: 10, name: '合同纠纷' },
];
