/**
 * One well-formed request per API route that takes input: the bad-input harness spoils one part of it
 * at a time, so each refusal is the spoiled part's. A route with input but no sample fails the harness.
 */
export interface RouteSample {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

const UPLOAD_ID = 'abcdefghij0123456789';
const UUID = '00000000-0000-4000-8000-000000000000';
const ORDER_NO = 'S2026112312345678';

export const VALID_SAMPLES: Record<string, RouteSample> = {
  'POST /api/v1/sms/push': { body: { scene: 'login', phone: '13700000099' } },
  'POST /api/v1/user/login': {
    body: { type: 'verify_code', phone: '13700000099', channel_type: '1', verify_code: '123456' },
  },
  'POST /api/v1/user/info/field': { body: { field: 'nickname', value: '新昵称' } },
  'GET /api/v1/dev/sms/latest': { query: { phone: '13700000099' } },
  'GET /api/v1/content/:key': { params: { key: 'about' } },
  'GET /api/v1/upload/image/:id': { params: { id: UPLOAD_ID } },
  'GET /api/v1/lawyer': {
    query: {
      page: '1',
      page_size: '10',
      keyword: '张',
      area_code: '110000',
      legal_type_id: '1',
      sort: 'rating',
    },
  },
  'GET /api/v1/lawyer/detail': { query: { uuid: UUID } },
  'POST /api/v1/lawyer': {
    body: {
      avatar: UPLOAD_ID,
      law_firm: '北京明德律师事务所',
      practice_start_year: 2015,
      area_code: '110105',
      legal_type_ids: [2],
      degree_id: 2,
      description: '专注婚姻家庭纠纷十年。',
      accepting: 1,
    },
  },
  'POST /api/v1/lawyer/apply': {
    body: {
      real_name: '王明',
      gender: 1,
      licence_no: '11101201510123456',
      law_firm: '北京明德律师事务所',
      practice_start_year: 2015,
      area_code: '110105',
      legal_type_ids: [2],
      degree_id: 2,
      avatar: UPLOAD_ID,
      licence_photo: UPLOAD_ID,
      description: '专注婚姻家庭纠纷十年。',
    },
  },
  'POST /api/v1/feedback': {
    body: { content: '页面很好用，希望多一些律师。', contact: '微信 abc', images: [] },
  },
  'GET /api/v1/feedback': { query: { page: '1', page_size: '10' } },
  'POST /api/v1/order/service': {
    body: {
      lawyer_uuid: UUID,
      config_id: 1,
      description: '劳动合同到期公司不续签，能要补偿吗？',
      images: [],
    },
  },
  'GET /api/v1/order/service': { query: { page: '1', page_size: '10', state: 'waiting' } },
  'GET /api/v1/lawyer/order/service': { query: { page: '1', page_size: '10', state: 'pending' } },
  'GET /api/v1/order/service/detail': { query: { order_no: ORDER_NO } },
  'POST /api/v1/order/service/action': {
    body: { order_no: ORDER_NO, action: 'reject', reason: '时间冲突无法接单' },
  },
  'POST /api/v1/payment': { body: { app_scene: 'h5', scene: 'service', order_no: ORDER_NO } },
  'POST /api/v1/payment/sandbox/confirm': { body: { order_no: ORDER_NO } },
  'POST /api/v1/payment/notify/:provider': { params: { provider: 'sandbox' } },
  'GET /api/v1/lawyer/wallet': { query: { page: '1', page_size: '10' } },
  'POST /api/v1/admin/login': { body: { username: 'alice', password: 'correct-horse-battery' } },
  'GET /api/v1/admin/audit-log': { query: { page: '1', page_size: '10' } },
  'POST /api/v1/admin/content': {
    body: { key: 'about', title: '关于平台', body: '律桥是在线法律服务平台。' },
  },
  'GET /api/v1/admin/feedback': { query: { page: '1', page_size: '10', handled: '0' } },
  'GET /api/v1/admin/feedback/:id': { params: { id: '1' } },
  'POST /api/v1/admin/feedback/reply': { body: { id: 1, reply: '感谢您的反馈。' } },
  'GET /api/v1/admin/lawyer-applications': {
    query: { page: '1', page_size: '10', status: '0', keyword: '王' },
  },
  'GET /api/v1/admin/lawyer-applications/:id': { params: { id: '1' } },
  'POST /api/v1/admin/lawyer-applications/approve': { body: { id: 1 } },
  'POST /api/v1/admin/lawyer-applications/reject': { body: { id: 1, reason: '执业证照片不清晰' } },
  'GET /api/v1/admin/lawyers': { query: { page: '1', page_size: '10', keyword: '王', enabled: '1' } },
  'GET /api/v1/admin/lawyers/:uuid': { params: { uuid: UUID } },
  'POST /api/v1/admin/lawyers/enabled': { body: { uuid: UUID, enabled: 0 } },
  'GET /api/v1/admin/service-orders': {
    query: {
      page: '1',
      page_size: '10',
      state: 'pending',
      order_no: ORDER_NO,
      customer_phone: '1380000',
      lawyer_name: '王',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    },
  },
  'GET /api/v1/admin/service-orders/:order_no': { params: { order_no: ORDER_NO } },
  'GET /api/v1/admin/refund-requests': { query: { page: '1', page_size: '10', status: '0' } },
  'POST /api/v1/admin/refund-requests/decide': { body: { id: 1, decision: 'partial', amount: 1000 } },
  'POST /api/v1/admin/order-settings/service': { body: { id: 1, price: 4900, enabled: 1 } },
  'POST /api/v1/admin/order-settings/commission': { body: { commission_rate_bp: 2000 } },
};
