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
const APPOINTMENT_NO = 'A2026112312345678';
const WITHDRAWAL_NO = 'W2026112312345678';
const DOCUMENT_ORDER_NO = 'D2026112312345678';
const LINK_ID = '0123456789abcdef0123456789abcdef';
const TICKET = 'MTIzLjE4OTM0NTYwMDAwMDA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const VALID_SAMPLES: Record<string, RouteSample> = {
  'POST /api/v1/sms/push': { body: { scene: 'login', phone: '13700000099' } },
  'POST /api/v1/user/login': {
    body: { type: 'verify_code', phone: '13700000099', channel_type: '1', verify_code: '123456' },
  },
  'POST /api/v1/user/info/field': { body: { field: 'nickname', value: '新昵称' } },
  'POST /api/v1/account/phone/verify-old': { body: { verify_code: '123456' } },
  'POST /api/v1/account/phone/new-code': { body: { ticket: TICKET, phone: '13700000098' } },
  'POST /api/v1/account/phone': { body: { ticket: TICKET, phone: '13700000098', verify_code: '123456' } },
  'POST /api/v1/account/close': { body: { verify_code: '123456', confirm: true } },
  'GET /api/v1/dev/sms/latest': { query: { phone: '13700000099' } },
  'GET /api/v1/content/:key': { params: { key: 'about' } },
  'GET /api/v1/upload/image/:id': { params: { id: UPLOAD_ID } },
  'GET /api/v1/upload/file/:id': {
    params: { id: UPLOAD_ID },
    query: { e: '1893456000000', s: 'AAAAAAAAAAAAAAAAAAAAAA' },
  },
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
      office_address: '北京市朝阳区建国路 1 号',
    },
  },
  'POST /api/v1/lawyer/services': { body: { services: [{ id: 1, offered: 1, price: 9900 }] } },
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
      id_card_photo: UPLOAD_ID,
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
      images: [UPLOAD_ID],
    },
  },
  'GET /api/v1/order/service': {
    query: { page: '1', page_size: '10', state: 'waiting', group: 'waiting' },
  },
  'GET /api/v1/lawyer/order/service': {
    query: { page: '1', page_size: '10', state: 'pending', group: 'refunding' },
  },
  'GET /api/v1/order/service/detail': { query: { order_no: ORDER_NO } },
  'POST /api/v1/order/appointment': {
    body: {
      name: '王先生',
      phone: '13700000099',
      area_code: '110105',
      legal_type_id: 1,
      appointment_at: 1_900_000_020_000 - (1_900_000_020_000 % 60_000),
      place_note: '朝阳区律所会议室',
      description: '想当面咨询房屋买卖合同纠纷。',
      lawyer_uuid: UUID,
      other_city_confirmed: true,
    },
  },
  'GET /api/v1/order/appointment': { query: { page: '1', page_size: '10', group: 'receive' } },
  'POST /api/v1/admin/appointment-hours': { body: { opens_minute: 480, closes_minute: 1260 } },
  'POST /api/v1/admin/hold-days': { body: { hold_days: 7 } },
  'GET /api/v1/order/appointment/detail': { query: { order_no: APPOINTMENT_NO } },
  'POST /api/v1/order/appointment/action': {
    body: { order_no: APPOINTMENT_NO, action: 'request_refund', reason: '时间冲突', text: '临时出差' },
  },
  'GET /api/v1/lawyer/order/appointment': { query: { page: '1', page_size: '10', group: 'upcoming' } },
  'POST /api/v1/order/service/action': {
    body: {
      order_no: ORDER_NO,
      action: 'request_refund',
      reason: '服务内容不符',
      text: '律师一直没有回复',
      images: [UPLOAD_ID],
    },
  },
  'POST /api/v1/payment': {
    body: {
      app_scene: 'h5',
      scene: 'service',
      order_no: ORDER_NO,
      client: 'wechat',
      return_url: 'http://localhost/#/pages/customer/order/service/detail',
    },
  },
  'POST /api/v1/user/openid': { body: { code: '061AbcDef2GhIjk3Lmn4Opq5Rst6Uvw' } },
  'POST /api/v1/wechat/jsconfig': { body: { uri: 'http://localhost/?from=singlemessage#/' } },
  'POST /api/v1/payment/sandbox/confirm': { body: { order_no: ORDER_NO } },
  'POST /api/v1/payment/notify/:provider': { params: { provider: 'sandbox' } },
  'GET /api/v1/call': { query: { order_no: ORDER_NO } },
  'POST /api/v1/call/bind': { body: { order_no: ORDER_NO } },
  'POST /api/v1/call/notify/:provider': { params: { provider: 'sandbox' } },
  'GET /api/v1/lawyer/wallet': { query: { page: '1', page_size: '10', type: 'income' } },
  'POST /api/v1/review': {
    body: {
      order_no: ORDER_NO,
      rating: 5,
      tags: ['professional', 'clear'],
      text: '分析清楚，回复及时。',
      anonymous: 0,
    },
  },
  'GET /api/v1/review': { query: { lawyer_uuid: UUID, page: '1', page_size: '10' } },
  'GET /api/v1/review/order': { query: { order_no: ORDER_NO } },
  'GET /api/v1/lawyer/review': { query: { page: '1', page_size: '10' } },
  'POST /api/v1/lawyer/review/reply': { body: { order_no: ORDER_NO, reply: '感谢您的信任。' } },
  'GET /api/v1/chat/conversation': { query: { side: 'customer' } },
  'POST /api/v1/chat/conversation': { body: { lawyer_uuid: UUID } },
  'GET /api/v1/chat/conversation/detail': { query: { conversation_id: '1' } },
  'GET /api/v1/chat/message': { query: { conversation_id: '1', before_id: '100', limit: '20' } },
  'POST /api/v1/chat/message': {
    body: { conversation_id: 1, client_id: 'c-0001-abcdef', kind: 'text', text: '律师您好，想咨询一下。' },
  },
  'POST /api/v1/chat/read': { body: { conversation_id: 1, message_id: 1 } },
  'GET /api/v1/notification': { query: { page: '1', page_size: '20' } },
  'POST /api/v1/notification/read': { body: { id: 1 } },
  'GET /api/v1/admin/reviews': {
    query: { page: '1', page_size: '10', rating: '5', lawyer_name: '王', hidden: '0' },
  },
  'POST /api/v1/admin/reviews/hidden': { body: { id: 1, hidden: 1, reason: '含有辱骂内容' } },
  'POST /api/v1/admin/login': { body: { username: 'alice', password: 'correct-horse-battery' } },
  'GET /api/v1/admin/audit-log': {
    query: {
      page: '1',
      page_size: '10',
      action: 'user.ban',
      operator_id: '1',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    },
  },
  'GET /api/v1/admin/users': { query: { page: '1', page_size: '10', keyword: '0001', banned: '1' } },
  'GET /api/v1/admin/users/:uuid': { params: { uuid: UUID } },
  'POST /api/v1/admin/users-action/ban': { body: { uuid: UUID, reason: 'harassment', note: '多次辱骂律师' } },
  'POST /api/v1/admin/users-action/unban': { body: { uuid: UUID, note: '申诉核实后解封' } },
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
  'GET /api/v1/admin/lawyer-firm-changes': { query: { page: '1', page_size: '10', status: '0' } },
  'POST /api/v1/admin/lawyer-firm-changes/approve': { body: { id: 1 } },
  'POST /api/v1/admin/lawyer-firm-changes/reject': { body: { id: 1, reason: '律所名称与执业证不一致' } },
  'GET /api/v1/admin/lawyers': { query: { page: '1', page_size: '10', keyword: '王', enabled: '1' } },
  'GET /api/v1/admin/lawyers/:uuid': { params: { uuid: UUID } },
  'POST /api/v1/admin/lawyers/enabled': { body: { uuid: UUID, enabled: 0, reason: '执业证已注销或被吊销' } },
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
  'GET /api/v1/admin/service-orders-transcript': { query: { order_no: ORDER_NO, before: '100' } },
  'POST /api/v1/admin/service-orders-intervene': {
    body: {
      order_no: ORDER_NO,
      action: 'refund_partial',
      amount: 1000,
      reason_code: 'poor_quality',
      text: '律师回复不及时，退还部分费用。',
    },
  },
  'GET /api/v1/admin/appointments': {
    query: {
      page: '1',
      page_size: '10',
      state: 'waiting_platform',
      order_no: APPOINTMENT_NO,
      customer_phone: '137',
    },
  },
  'GET /api/v1/admin/appointments/:order_no': { params: { order_no: APPOINTMENT_NO } },
  'GET /api/v1/admin/appointments-dispatch': { query: { page: '1', page_size: '10' } },
  'GET /api/v1/admin/appointments-dispatch/suggestions': { query: { order_no: APPOINTMENT_NO } },
  'POST /api/v1/admin/appointments-dispatch/assign': {
    body: { order_no: APPOINTMENT_NO, lawyer_uuid: UUID },
  },
  'POST /api/v1/admin/appointments-dispatch/reject': {
    body: { order_no: APPOINTMENT_NO, reason: '该地区暂无可派律师' },
  },
  'GET /api/v1/admin/appointment-refunds': { query: { page: '1', page_size: '10', status: '0' } },
  'POST /api/v1/admin/appointment-refunds/decide': {
    body: { id: 1, decision: 'reject', reason_code: 'performed', text: '已按约面谈' },
  },
  'GET /api/v1/admin/refund-requests': { query: { page: '1', page_size: '10', status: '0' } },
  'POST /api/v1/admin/refund-requests/decide': {
    body: {
      id: 1,
      decision: 'refund_partial',
      amount: 1000,
      reason_code: 'poor_quality',
      text: '退还部分费用。',
    },
  },
  'POST /api/v1/admin/order-settings/service': { body: { id: 1, price: 4900, enabled: 1 } },
  'POST /api/v1/admin/order-settings/commission': { body: { commission_rate_bp: 2000 } },
  'POST /api/v1/admin/order-settings/band': { body: { id: 1, min_price: 1900, max_price: 29900 } },
  'POST /api/v1/lawyer/withdrawal': { body: { amount: 10000, method: 'wechat' } },
  'GET /api/v1/lawyer/withdrawal': { query: { page: '1', page_size: '10' } },
  'GET /api/v1/lawyer/withdrawal/detail': { query: { withdrawal_no: WITHDRAWAL_NO } },
  'POST /api/v1/lawyer/withdrawal/payee/bank': {
    body: { account_name: '北京明德律师事务所', bank_name: '招商银行', account_no: '6214830100001234' },
  },
  'POST /api/v1/lawyer/withdrawal/payee/wechat/authorize': {
    body: { return_url: 'http://localhost/#/pages/lawyer/wallet/payee' },
  },
  'GET /api/v1/withdrawal/sandbox/confirm': { query: { bill_no: WITHDRAWAL_NO } },
  'POST /api/v1/withdrawal/sandbox/confirm': { body: { bill_no: WITHDRAWAL_NO, decision: 'confirm' } },
  'POST /api/v1/withdrawal/notify/:provider': { params: { provider: 'sandbox' } },
  'GET /api/v1/admin/withdrawals': {
    query: {
      page: '1',
      page_size: '10',
      state: 'requested',
      method: 'bank',
      keyword: '王',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    },
  },
  'GET /api/v1/admin/withdrawals/:withdrawal_no': { params: { withdrawal_no: WITHDRAWAL_NO } },
  'POST /api/v1/admin/withdrawals-action/approve': { body: { withdrawal_no: WITHDRAWAL_NO } },
  'POST /api/v1/admin/withdrawals-action/reject': {
    body: { withdrawal_no: WITHDRAWAL_NO, reason: 'other', text: '账户信息需要核实' },
  },
  'POST /api/v1/admin/withdrawals-action/cancel': { body: { withdrawal_no: WITHDRAWAL_NO } },
  'POST /api/v1/admin/withdrawals-action/mark': {
    body: { withdrawal_no: WITHDRAWAL_NO, outcome: 'paid', receipt_no: 'HD20260101001' },
  },
  'GET /api/v1/admin/withdrawals-export': { query: { state: 'paid', method: 'bank' } },
  'POST /api/v1/admin/withdrawal-settings': {
    body: {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5000000,
      withdrawal_second_approval_fen: 500000,
      withdrawal_auto_approve_below_fen: 0,
    },
  },
  'POST /api/v1/appeal': {
    body: {
      order_kind: 'service',
      order_no: ORDER_NO,
      type: '服务质量差',
      text: '律师的回复非常敷衍，没有解决问题。',
      images: [UPLOAD_ID],
    },
  },
  'GET /api/v1/appeal': { query: { page: '1', page_size: '10', state: 'waiting_lawyer' } },
  'GET /api/v1/appeal/eligibility': { query: { order_kind: 'appointment', order_no: APPOINTMENT_NO } },
  'GET /api/v1/appeal/detail': { query: { id: '1' } },
  'POST /api/v1/appeal/action': { body: { id: 1, action: 'decline_offer' } },
  'GET /api/v1/lawyer/appeal': { query: { page: '1', page_size: '10', state: 'offered' } },
  'GET /api/v1/lawyer/appeal/detail': { query: { id: '1' } },
  'POST /api/v1/lawyer/appeal/answer': {
    body: { id: 1, answer: 'contest', text: '已按约定给出书面意见。', images: [UPLOAD_ID] },
  },
  'GET /api/v1/admin/appeals': {
    query: {
      page: '1',
      page_size: '10',
      state: 'waiting_operator',
      order_kind: 'service',
      type: '其他',
      order_no: ORDER_NO,
      lawyer_name: '王',
    },
  },
  'GET /api/v1/admin/appeals/:id': { params: { id: '1' } },
  'POST /api/v1/admin/appeals-decide': {
    body: {
      id: 1,
      decision: 'refund_partial',
      amount: 1000,
      reason_code: 'poor_quality',
      text: '退还一半费用。',
    },
  },
  'GET /api/v1/admin/lawyer-strikes': {
    query: { page: '1', page_size: '10', paused: '1', lawyer_uuid: UUID },
  },
  'POST /api/v1/admin/lawyer-strikes/lift': { body: { lawyer_uuid: UUID, note: '已约谈，恢复接单。' } },
  // Documents (issue 17): the catalogue, its images and the console's review.
  'POST /api/v1/document': {
    body: {
      title: '劳动合同范本',
      legal_type_id: 1,
      tags: ['劳动'],
      description: '适用于一般企业的劳动合同。',
      price: 0,
      file_id: UPLOAD_ID,
    },
  },
  'GET /api/v1/document': {
    query: { page: '1', page_size: '10', keyword: 'ldht', legal_type_id: '1', sort: 'sales' },
  },
  'GET /api/v1/document/detail': { query: { id: '1' } },
  'GET /api/v1/document/mine': { query: { page: '1', page_size: '10' } },
  'POST /api/v1/document/version': { body: { id: 1, file_id: UPLOAD_ID, note: '修正了第三条' } },
  'POST /api/v1/document/sale': { body: { id: 1, on_sale: false } },
  'GET /api/v1/document/rating': { query: { document_id: '1', page: '1', page_size: '10' } },
  'POST /api/v1/document/rating': { body: { document_id: 1, score: 5, text: '模板很实用' } },
  'POST /api/v1/document/rating/reply': { body: { id: 1, text: '感谢支持' } },
  'POST /api/v1/document/report': {
    body: { document_id: 1, reason: 'infringement', text: '内容抄袭他人作品' },
  },
  'GET /api/v1/document/preview/:version_id/:image': { params: { version_id: '1', image: 'cover.webp' } },
  'GET /api/v1/admin/documents-page/:token': {
    params: { token: '1-1' },
    query: { e: '1893456000000', s: 'AAAAAAAAAAAAAAAAAAAAAA' },
  },
  'GET /api/v1/admin/documents': {
    query: { page: '1', page_size: '10', state: 'reviewing', keyword: '合同' },
  },
  'GET /api/v1/admin/documents/:id': { params: { id: '1' } },
  'POST /api/v1/admin/documents': {
    body: {
      title: '公司章程范本',
      legal_type_id: 1,
      tags: ['公司'],
      description: '适用于有限责任公司的章程范本。',
      file_id: UPLOAD_ID,
    },
  },
  'POST /api/v1/admin/documents-action/review': {
    body: { version_id: 1, decision: 'reject', reason_code: 'low_quality', text: '内容过于简单' },
  },
  'POST /api/v1/admin/documents-action/take-down': {
    body: { id: 1, reason_code: 'infringement', text: '涉嫌抄袭' },
  },
  'POST /api/v1/admin/documents-action/restore': { body: { id: 1 } },
  'GET /api/v1/admin/document-reports': { query: { page: '1', page_size: '10', state: 'open' } },
  'POST /api/v1/admin/document-reports/handle': { body: { id: 1, result: 'dismissed', text: '举报不成立' } },
  'POST /api/v1/admin/document-settings': {
    body: {
      document_price_min_fen: 100,
      document_price_max_fen: 99900,
      document_commission_percent: 30,
      document_daily_downloads: 20,
    },
  },
  'POST /api/v1/document/order': { body: { document_id: 1 } },
  'GET /api/v1/document/order': { query: { page: '1', page_size: '10' } },
  'GET /api/v1/document/order/detail': { query: { order_no: DOCUMENT_ORDER_NO } },
  'POST /api/v1/document/order/action': { body: { order_no: DOCUMENT_ORDER_NO, action: 'close' } },
  'POST /api/v1/document/download': { body: { id: 1, format: 'pdf', purpose: 'copy_link' } },
  'GET /api/v1/document/read': { query: { id: '1' } },
  'GET /api/v1/document/file/:token': { params: { token: `${LINK_ID}.AAAAAAAAAAAAAAAAAAAAAA` } },
  'GET /api/v1/document/page/:token': { params: { token: `${LINK_ID}.1.AAAAAAAAAAAAAAAAAAAAAA` } },
  'GET /api/v1/admin/document-orders': {
    query: { page: '1', page_size: '10', state: 'paid', keyword: DOCUMENT_ORDER_NO },
  },
  'GET /api/v1/admin/document-orders/:order_no': { params: { order_no: DOCUMENT_ORDER_NO } },
  'POST /api/v1/admin/document-orders-refund': {
    body: { order_no: DOCUMENT_ORDER_NO, text: '文件损坏，全额退款' },
  },
};
