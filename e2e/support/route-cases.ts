/**
 * Every route of the H5 route table with what only that page shows: its title (document.title) and a
 * text of its own content. `uuid=uuid` in an address is replaced by a demo lawyer's uuid.
 */
export interface RouteCase {
  route: string;
  title: string;
  /** Text only this route's page shows (a pattern where demo data may show one of several). */
  marker: string | RegExp;
}

/** Routes seen by a signed-in user on the customer side (a certified lawyer may open them all). */
export const CUSTOMER_SIDE_ROUTES: readonly RouteCase[] = [
  { route: '/', title: '律桥法律服务', marker: '按领域找律师' },
  { route: '/pages/index/index', title: '律桥法律服务', marker: '按领域找律师' },
  { route: '/pages/feedback/index', title: '留言反馈', marker: '我的反馈' },
  { route: '/pages/auth/agreementPrivacy', title: '隐私协议', marker: '一、我们收集的信息' },
  { route: '/pages/auth/agreementUser', title: '用户协议', marker: '一、服务内容' },
  { route: '/pages/auth/verify', title: '信息发布审核机制', marker: '一、审核范围' },
  { route: '/pages/common/contact', title: '联系我们', marker: '客服热线' },
  { route: '/pages/common/document/upload', title: '文档上传', marker: '提交审核' },
  { route: '/pages/common/document/download', title: '文档下载', marker: '全部类型' },
  // Document pages opened without a document show their not-found state.
  { route: '/pages/common/document/pay', title: '文档下载', marker: '文档不存在' },
  { route: '/pages/common/document/read', title: '在线阅读', marker: '文档不存在' },
  // With or without uploads (a demo lawyer may have some), 上传文档 is offered.
  { route: '/pages/common/document/mine', title: '我的文档', marker: '上传文档' },
  { route: '/pages/common/document/purchased', title: '已购文档', marker: '暂无已购文档' },
  // Order pages opened without an order number show their not-found state.
  { route: '/pages/common/cashier', title: '模拟收银台', marker: '订单不存在或无权查看' },
  // Every review of the lawyer; the figures show with or without reviews.
  { route: '/pages/common/review/list?uuid=uuid', title: '用户评价', marker: '综合评分' },
  { route: '/pages/customer/profile/user', title: '个人信息', marker: '昵称' },
  { route: '/pages/customer/setting/index', title: '设置', marker: '我的订单' },
  { route: '/pages/customer/lawyer/list', title: '律师列表', marker: '综合排序' },
  { route: '/pages/customer/lawyer/detail?uuid=uuid', title: '律师主页', marker: '服务项目' },
  { route: '/pages/customer/order/service/create?lawyer_uuid=uuid', title: '服务详情', marker: '选择服务' },
  // Without a filled-in 服务详情 (the walk above leaves the description empty) there is nothing to confirm.
  { route: '/pages/customer/order/service/confirm', title: '确认订单', marker: '订单信息已失效' },
  { route: '/pages/customer/order/service/list', title: '服务记录', marker: '暂无服务记录' },
  { route: '/pages/customer/order/service/detail', title: '律师服务详情', marker: '订单不存在或无权查看' },
  { route: '/pages/customer/order/service/success', title: '支付成功', marker: '订单不存在或无权查看' },
  // Opened without a lawyer: the platform assigns one.
  { route: '/pages/customer/order/appointment/create', title: '线下咨询预约表单', marker: '未指定律师' },
  { route: '/pages/customer/order/appointment/list', title: '预约记录', marker: '暂无预约记录' },
  {
    route: '/pages/customer/order/appointment/detail',
    title: '线下咨询预约详情',
    marker: '订单不存在或无权查看',
  },
  { route: '/pages/customer/order/appointment/success', title: '支付成功', marker: '订单不存在或无权查看' },
  { route: '/pages/customer/order/appointment/refund', title: '申请退款', marker: '订单不存在或无权查看' },
  {
    route: '/pages/customer/order/appointment/refundResult',
    title: '申请退款',
    marker: '订单不存在或无权查看',
  },
  { route: '/pages/customer/chat/index', title: '免费在线咨询', marker: '暂无咨询会话' },
  { route: '/pages/common/appeal/create', title: '申诉', marker: '订单不存在或无权查看' },
  { route: '/pages/common/appeal/detail', title: '申诉详情', marker: '申诉不存在或无权查看' },
  { route: '/pages/common/appeal/list', title: '我的申诉', marker: '暂无申诉' },
  { route: '/pages/lawyer/profile/apply', title: '律师认证', marker: '证件照片' },
  // Demo lawyers were certified by the seed, not through an application.
  { route: '/pages/lawyer/profile/applyStatus', title: '律师认证', marker: '尚未申请律师认证' },
];

/** Routes of the lawyer side, seen by a certified lawyer on that side. */
export const LAWYER_SIDE_ROUTES: readonly RouteCase[] = [
  { route: '/', title: '律桥法律服务', marker: '律桥律师工作台' },
  { route: '/pages/lawyer/setting/index', title: '设置', marker: '我的资料' },
  { route: '/pages/lawyer/profile/user', title: '编辑资料', marker: '接单状态' },
  {
    route: '/pages/lawyer/profile/editDescription',
    title: '个人简介',
    marker: '客户在您的律师主页上看到这段介绍',
  },
  { route: '/pages/lawyer/order/detailAppointment', title: '线下预约详情', marker: '订单不存在或无权查看' },
  { route: '/pages/lawyer/order/detailService', title: '律师服务详情', marker: '订单不存在或无权查看' },
  { route: '/pages/lawyer/order/refundAnswer', title: '说明情况', marker: '订单不存在或无权查看' },
  // Conversations open when a lawyer accepts an order: the demo lawyer's list has ones no one wrote in yet.
  // The demo lawyers' conversations hold what their orders' customers said (named 王先生, or 用户0001).
  {
    route: '/pages/lawyer/chat/index',
    title: '在线会话',
    marker: /^(暂无会话|暂无消息|[\u4e00-\u9fff]{1,2}(先生|女士)|用户\d{4})$/,
  },
  // Demo lawyers have past orders and reviews (or none): markers that show either way.
  { route: '/pages/lawyer/review/list', title: '我的评价', marker: '综合评分' },
  { route: '/pages/lawyer/wallet/list', title: '钱包明细', marker: '可提现（元）' },
  { route: '/pages/lawyer/wallet/withdraw', title: '提现', marker: '提现规则' },
  { route: '/pages/lawyer/wallet/withdrawals', title: '提现记录', marker: '暂无提现记录' },
  { route: '/pages/lawyer/wallet/withdrawal', title: '提现详情', marker: '提现记录不存在或无权查看' },
  { route: '/pages/lawyer/wallet/payee', title: '收款账户', marker: '律所对公账户（推荐）' },
  { route: '/pages/lawyer/wallet/confirm', title: '模拟确认收款', marker: '转账单不存在或无权查看' },
  { route: '/pages/lawyer/appeal/list', title: '用户申诉', marker: '暂无申诉' },
  { route: '/pages/lawyer/appeal/detail', title: '申诉详情', marker: '申诉不存在或无权查看' },
  { route: '/pages/lawyer/appeal/answer', title: '答复申诉', marker: '申诉不存在或无权查看' },
];

/** The page each route case leaves for and comes back from; the about page for all but itself. */
export const ABOUT: RouteCase = {
  route: '/pages/common/about',
  title: '关于平台',
  marker: '一、我们提供什么',
};
