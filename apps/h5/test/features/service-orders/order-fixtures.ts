import type { ServiceOrderDetail } from '@lawbridge/contract';

export const ORDER_NO = 'S2026031012345678';

/** A service order as its customer sees it; `overrides` put it in another state. */
export const orderDetail = (overrides: Partial<ServiceOrderDetail> = {}): ServiceOrderDetail => ({
  order_no: ORDER_NO,
  state: 'waiting',
  state_label: '待接单',
  status: 0,
  service_name: '图文咨询',
  price: 4900,
  paid_amount: 4900,
  refunded_amount: 0,
  refund_open: 0,
  lawyer: { uuid: 'lawyer-0001', name: '王建国', avatar: null },
  customer: { nickname: '用户5678' },
  created_at: Date.UTC(2026, 2, 10, 2, 0),
  description: '公司拖欠工资三个月，想申请劳动仲裁。',
  images: [],
  files: [],
  delivery_note: null,
  delivery_attachments: [],
  delivery_files: [],
  conversation_id: null,
  refund_requests: [],
  paid_at: Date.UTC(2026, 2, 10, 2, 1),
  accepted_at: null,
  delivered_at: null,
  finished_at: null,
  actions: ['cancel'],
  events: [
    {
      transition: 'pay',
      label: '支付成功',
      from: 'unpaid',
      to: 'waiting',
      actor: 'payment',
      amount: 4900,
      note: 'SBX0001',
      created_at: Date.UTC(2026, 2, 10, 2, 1),
    },
  ],
  ...overrides,
});

/** Placed a minute ago: 14 of its 15 minutes to pay are left. */
export const unpaidOrder = () =>
  orderDetail({
    created_at: Date.now() - 60_000,
    state: 'unpaid',
    state_label: '待支付',
    status: null,
    paid_amount: 0,
    paid_at: null,
    actions: ['close'],
    events: [],
  });
