import type { AdminAppealDetail, AdminAppealItem, AdminStrikeLawyer } from '@lawbridge/contract';

export const APPEAL_ID = 7;
export const ORDER_NO = 'S2026112012345678';
const CREATED = Date.UTC(2026, 10, 23, 2, 0);

export const item: AdminAppealItem = {
  id: APPEAL_ID,
  order_kind: 'service',
  order_no: ORDER_NO,
  order_title: '图文咨询',
  document_id: null,
  type: '服务质量差',
  state: 'waiting_operator',
  state_label: '平台处理中',
  refund_amount: null,
  lawyer: { uuid: 'lawyer-0001', name: '王建国', avatar: null },
  customer: { nickname: '用户5678', phone: '138****5678' },
  created_at: CREATED,
  updated_at: CREATED,
  paid_amount: 10000,
  refundable: 10000,
  lawyer_strikes: 2,
  lawyer_paused: false,
};

/** Contested by the lawyer: waiting for the platform, with both sides' evidence and the transcript. */
export const detail: AdminAppealDetail = {
  ...item,
  lawyer: { uuid: 'lawyer-0001', name: '王建国', avatar: null, phone: '139****0001' },
  text: '律师答复敷衍，没有解决问题',
  images: ['/api/v1/upload/image/appeal0001?e=1&s=a'],
  refunded_amount: 0,
  completed_at: Date.UTC(2026, 10, 22, 2, 0),
  answer: {
    kind: 'contest',
    amount: null,
    text: '已按约定给出书面意见',
    images: ['/api/v1/upload/image/contest001?e=1&s=a'],
    created_at: Date.UTC(2026, 10, 23, 6, 0),
  },
  decision: null,
  due_at: null,
  actions: [],
  events: [
    {
      transition: 'contest',
      label: '律师提出异议',
      from: 'waiting_lawyer',
      to: 'waiting_operator',
      actor: 'lawyer',
      amount: null,
      note: '已按约定给出书面意见',
      created_at: Date.UTC(2026, 10, 23, 6, 0),
    },
  ],
  transcript: [
    {
      sender: 'customer',
      kind: 'text',
      text: '请问工资能要回来吗？',
      image_url: null,
      created_at: CREATED - 86_400_000,
    },
    {
      sender: 'lawyer',
      kind: 'text',
      text: '可以申请劳动仲裁。',
      image_url: null,
      created_at: CREATED - 86_000_000,
    },
  ],
  transcript_truncated: false,
  commission_rate_bp: 2000,
  ledger: [],
  decided_by: null,
};

export const pausedLawyer: AdminStrikeLawyer = {
  lawyer: { uuid: 'lawyer-0001', name: '王建国', phone: '139****0001' },
  strikes_in_window: 3,
  paused: true,
  paused_at: Date.UTC(2026, 10, 24, 2, 0),
  strikes: [
    {
      id: 3,
      appeal_id: APPEAL_ID,
      order_no: ORDER_NO,
      refund_amount: 5000,
      created_at: Date.UTC(2026, 10, 24, 2, 0),
      lifted_at: null,
    },
  ],
};
