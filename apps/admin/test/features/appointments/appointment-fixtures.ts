import type {
  AdminAppointmentDetail,
  AdminAppointmentItem,
  AdminAppointmentRefundItem,
  DispatchSuggestion,
} from '@lawbridge/contract';

export const me = { code: 0, msg: 'ok', data: { id: 1, username: 'ops', display_name: '运营小王' } };

export const ORDER_NO = 'A2025030112345678';
export const LATE_NO = 'A2025030100000001';
/** 2025-03-01 10:mm Asia/Shanghai. */
export const at = (minute: number) => Date.UTC(2025, 2, 1, 2, minute, 0);
/** The customer's wish: 2025-03-08 14:30 Asia/Shanghai, a Saturday. */
export const APPOINTMENT_AT = Date.UTC(2025, 2, 8, 6, 30, 0);

export const waitingItem: AdminAppointmentItem = {
  order_no: ORDER_NO,
  state: 'waiting_platform',
  state_label: '待平台分配',
  status: 0,
  price: 30000,
  paid_amount: 30000,
  refunded_amount: 0,
  refund_open: 0,
  appointment_at: APPOINTMENT_AT,
  area_name: '浙江省 杭州市 西湖区',
  legal_type_name: '劳动纠纷',
  lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师', avatar: null },
  customer: { name: '王先生', phone: '13800000001', nickname: '用户0001' },
  created_at: at(0),
  paid_at: at(1),
  waiting_since: at(1),
  overdue: false,
  commission_rate_bp: 2000,
};

/** Paid three hours earlier, no lawyer chosen: overdue. */
export const overdueItem: AdminAppointmentItem = {
  ...waitingItem,
  order_no: LATE_NO,
  lawyer: null,
  customer: { name: '李女士', phone: '13900000002', nickname: '用户0002' },
  area_name: '浙江省 宁波市',
  legal_type_name: '婚姻家庭',
  paid_at: at(1) - 3 * 3_600_000,
  waiting_since: at(1) - 3 * 3_600_000,
  created_at: at(0) - 3 * 3_600_000,
  overdue: true,
};

/** Paid a day earlier, sent back by a lawyer's decline half an hour ago: not overdue. */
export const returnedItem: AdminAppointmentItem = {
  ...waitingItem,
  order_no: 'A2025030100000002',
  lawyer: null,
  customer: { name: '赵先生', phone: '13700000003', nickname: '用户0003' },
  paid_at: at(1) - 24 * 3_600_000,
  waiting_since: at(1),
  created_at: at(0) - 24 * 3_600_000,
  overdue: false,
};

export const suggestions: DispatchSuggestion[] = [
  {
    uuid: 'lawyer-uuid-0001',
    name: '周律师',
    law_firm: '浙江天平律师事务所',
    area_name: '浙江省 杭州市',
    place_match: 'same_city',
    legal_type_match: true,
    accepting: true,
    rating: 48,
    review_count: 12,
    chosen: true,
  },
  {
    uuid: 'lawyer-uuid-0002',
    name: '吴律师',
    law_firm: '宁波甬信律师事务所',
    area_name: '浙江省 宁波市',
    place_match: 'same_province',
    legal_type_match: false,
    accepting: false,
    rating: 0,
    review_count: 0,
    chosen: false,
  },
];

export const detail: AdminAppointmentDetail = {
  ...waitingItem,
  state: 'receive',
  state_label: '已接单',
  status: 2,
  waiting_since: null,
  refund_open: 1,
  phone: '13800000009',
  lawyer_phone: '13700000003',
  lawyer_office_address: '杭州市西湖区文三路 100 号',
  proposed_at: null,
  lawyer_other_city: false,
  place_note: '西湖区文三路咖啡馆',
  description: '公司拖欠三个月工资，想当面咨询仲裁流程。',
  lawyer_chosen: true,
  reject_reason: null,
  accepted_at: at(40),
  finished_at: null,
  next_deadline_at: APPOINTMENT_AT + 72 * 3_600_000,
  refund_requests: [],
  actions: ['refund_full', 'refund_partial', 'refund_refused'],
  refundable: 30000,
  events: [
    {
      transition: 'pay',
      label: '支付成功',
      from: 'unpaid',
      to: 'waiting_platform',
      actor: 'payment',
      amount: 30000,
      note: 'txn-1',
      created_at: at(1),
    },
    {
      transition: 'assign',
      label: '分配律师',
      from: 'waiting_platform',
      to: 'waiting_lawyer',
      actor: 'operator',
      amount: null,
      note: '吴律师',
      created_at: at(10),
    },
    {
      transition: 'decline',
      label: '拒绝预约',
      from: 'waiting_lawyer',
      to: 'waiting_platform',
      actor: 'lawyer',
      amount: null,
      note: '当天已有安排',
      created_at: at(20),
    },
    {
      transition: 'accept',
      label: '接受预约',
      from: 'waiting_lawyer',
      to: 'receive',
      actor: 'lawyer',
      amount: null,
      note: null,
      created_at: at(40),
    },
  ],
  offers: [
    {
      lawyer: { uuid: 'lawyer-uuid-0002', name: '吴律师' },
      outcome: 'declined',
      reason: '当天已有安排',
      offered_at: at(10),
      ended_at: at(20),
    },
    {
      lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师' },
      outcome: 'accepted',
      reason: null,
      offered_at: at(30),
      ended_at: at(40),
    },
  ],
  payments: [
    {
      id: 1,
      kind: 'pay',
      provider: 'sandbox',
      reference_no: 'pay:txn-1',
      provider_txn: 'txn-1',
      amount: 30000,
      state: 'succeeded',
      created_at: at(1),
      settled_at: at(1),
    },
  ],
  refund_records: [
    {
      id: 9,
      reason: '律师未联系',
      text: '约定时间律师没有出现',
      images: ['/api/v1/upload/image/refund-0001?e=1&s=a'],
      files: [{ name: '出差通知.pdf', size: 1_258_291, url: '/api/v1/upload/file/appt-0001?e=1&s=a' }],
      status: 0,
      amount: null,
      lawyer_answer: {
        text: '约定当天已电话说明改期，用户同意',
        images: ['/api/v1/upload/image/answer-0001?e=1&s=a'],
        created_at: at(55),
      },
      answer_due_at: null,
      decision: null,
      decided_by: null,
      created_at: at(50),
      decided_at: null,
    },
  ],
  transcript: [
    {
      sender: 'customer',
      kind: 'text',
      text: '律师您好，明天下午见面可以吗？',
      image_url: null,
      created_at: at(41),
    },
    {
      sender: 'lawyer',
      kind: 'image',
      text: null,
      image_url: '/api/v1/upload/image/chat-0001?e=1&s=a',
      created_at: at(42),
    },
  ],
  transcript_truncated: false,
  ledger: [
    { transaction_id: 1, kind: 'capture', account: 'clearing:sandbox', amount: -30000, created_at: at(1) },
    { transaction_id: 1, kind: 'capture', account: 'escrow', amount: 30000, created_at: at(1) },
  ],
};

export const refundItem: AdminAppointmentRefundItem = {
  ...detail.refund_records[0]!,
  order_no: ORDER_NO,
  order_state: 'receive',
  order_state_label: '已接单',
  appointment_at: APPOINTMENT_AT,
  price: 30000,
  paid_amount: 30000,
  refunded_amount: 0,
  refundable: 30000,
  customer: { name: '王先生', phone: '13800000001' },
  lawyer: { uuid: 'lawyer-uuid-0001', name: '周律师' },
};

export const page = <T>(list: T[]) => ({
  code: 0,
  msg: 'ok',
  data: { list, total: list.length, page: 1, page_size: 20 },
});
