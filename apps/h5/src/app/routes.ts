import { isLawyerOnly, needsLogin } from './access';
import { HomeRoute } from './home-route';
import { byQuery } from './lazy/by-query';
import type { BarStyle, PageLoader } from './page-types';
import { PATHS, type AppPath } from './paths';
import { withPullToRefresh } from './shell/with-pull-to-refresh';

export interface AppRoute {
  path: AppPath;
  title: string;
  bar: BarStyle;
  /** Loads the page lazily; every page is its own chunk. */
  load: PageLoader;
  pullToRefresh: boolean;
  requiresLogin: boolean;
  requiresLawyer: boolean;
}

interface RouteOptions {
  bar?: BarStyle;
  pullToRefresh?: boolean;
}

function route(path: AppPath, title: string, load: PageLoader, options: RouteOptions = {}): AppRoute {
  const pullToRefresh = options.pullToRefresh ?? false;
  return {
    path,
    title,
    bar: options.bar ?? 'default',
    load: pullToRefresh ? withPullToRefresh(load) : load,
    pullToRefresh,
    requiresLogin: needsLogin(path),
    requiresLawyer: isLawyerOnly(path),
  };
}

const refreshable = { pullToRefresh: true };

/** The five content pages share one page; it picks the text by its route. */
const contentPage: PageLoader = () => import('../features/content/pages/content-page');
/** '/' picks the customer home or the lawyer workbench by session side; each of those is its own chunk. */
const home: PageLoader = async () => ({ default: HomeRoute });

/** Every route of the seed (§2) with its title and bar style, in one table. */
export const ROUTES: readonly AppRoute[] = [
  route(PATHS.home, '律桥法律服务', home, { bar: 'custom' }),
  route(PATHS.homeAlias, '律桥法律服务', home, { bar: 'custom' }),

  route(PATHS.feedback, '留言反馈', () => import('../features/feedback/pages/feedback-page')),
  route(PATHS.login, '登录', () => import('../features/auth/pages/login-page'), { bar: 'custom' }),
  route(PATHS.agreementPrivacy, '隐私协议', contentPage),
  route(PATHS.agreementUser, '用户协议', contentPage),
  route(PATHS.publishingReview, '信息发布审核机制', contentPage),
  route(PATHS.about, '关于平台', contentPage),
  route(PATHS.contact, '联系我们', contentPage),
  route(PATHS.documentUpload, '文档上传', () => import('../features/documents/pages/document-upload-page')),
  route(
    PATHS.documentDownload,
    '文档下载',
    byQuery(
      'id',
      () => import('../features/documents/pages/document-detail-page'),
      () => import('../features/documents/pages/document-centre-page'),
    ),
    refreshable,
  ),
  route(PATHS.documentPay, '文档下载', () => import('../features/documents/pages/document-pay-page')),
  route(PATHS.documentRead, '在线阅读', () => import('../features/documents/pages/document-read-page')),
  route(
    PATHS.documentMine,
    '我的文档',
    () => import('../features/documents/pages/my-documents-page'),
    refreshable,
  ),
  route(
    PATHS.documentPurchased,
    '已购文档',
    () => import('../features/documents/pages/purchased-documents-page'),
    refreshable,
  ),
  route(PATHS.cashier, '模拟收银台', () => import('../features/payment/pages/cashier-page')),
  route(
    PATHS.notificationList,
    '消息通知',
    () => import('../features/notifications/pages/notification-list-page'),
    refreshable,
  ),
  route(
    PATHS.lawyerAllReviews,
    '用户评价',
    () => import('../features/reviews/pages/lawyer-reviews-page'),
    refreshable,
  ),

  route(PATHS.customerProfile, '个人信息', () => import('../features/user/pages/profile-page')),
  route(PATHS.changePhone, '更换手机号', () => import('../features/settings/pages/change-phone-page')),
  route(PATHS.closeAccount, '注销账号', () => import('../features/settings/pages/close-account-page')),
  route(PATHS.customerSetting, '设置', () => import('../features/settings/pages/customer-setting-page')),
  route(
    PATHS.lawyerList,
    '律师列表',
    () => import('../features/lawyer-directory/pages/lawyer-list-page'),
    refreshable,
  ),
  route(
    PATHS.lawyerDetail,
    '律师主页',
    () => import('../features/lawyer-directory/pages/lawyer-detail-page'),
  ),
  route(
    PATHS.serviceCreate,
    '服务详情',
    () => import('../features/service-orders/pages/service-create-page'),
    { bar: 'blue' },
  ),
  route(
    PATHS.serviceConfirm,
    '确认订单',
    () => import('../features/service-orders/pages/service-confirm-page'),
  ),
  route(
    PATHS.serviceList,
    '服务记录',
    () => import('../features/service-orders/pages/service-list-page'),
    refreshable,
  ),
  route(
    PATHS.serviceDetail,
    '律师服务详情',
    () => import('../features/service-orders/pages/service-detail-page'),
    refreshable,
  ),
  route(
    PATHS.serviceSuccess,
    '支付成功',
    () => import('../features/service-orders/pages/service-success-page'),
  ),
  route(
    PATHS.appointmentCreate,
    '线下咨询预约表单',
    () => import('../features/appointments/pages/appointment-create-page'),
  ),
  route(
    PATHS.appointmentList,
    '预约记录',
    () => import('../features/appointments/pages/appointment-list-page'),
    refreshable,
  ),
  route(
    PATHS.appointmentDetail,
    '线下咨询预约详情',
    () => import('../features/appointments/pages/appointment-detail-page'),
    refreshable,
  ),
  route(
    PATHS.appointmentSuccess,
    '支付成功',
    () => import('../features/appointments/pages/appointment-success-page'),
  ),
  route(
    PATHS.appointmentRefund,
    '申请退款',
    () => import('../features/appointments/pages/appointment-refund-page'),
  ),
  route(
    PATHS.appointmentRefundResult,
    '申请退款',
    () => import('../features/appointments/pages/appointment-refund-result-page'),
  ),
  route(PATHS.customerChat, '免费在线咨询', () => import('../features/chat/pages/customer-chat-page')),

  route(PATHS.lawyerApply, '律师认证', () => import('../features/lawyer-apply/pages/apply-page')),
  route(
    PATHS.lawyerApplyStatus,
    '律师认证',
    () => import('../features/lawyer-apply/pages/apply-status-page'),
  ),
  route(PATHS.lawyerSetting, '设置', () => import('../features/settings/pages/lawyer-setting-page')),
  route(PATHS.lawyerProfile, '编辑资料', () => import('../features/lawyer-profile/pages/profile-page')),
  route(
    PATHS.lawyerDescription,
    '个人简介',
    () => import('../features/lawyer-profile/pages/description-page'),
  ),
  route(
    PATHS.lawyerAppointmentDetail,
    '线下预约详情',
    () => import('../features/appointments/pages/lawyer-appointment-detail-page'),
  ),
  route(
    PATHS.lawyerServiceDetail,
    '律师服务详情',
    () => import('../features/service-orders/pages/lawyer-service-detail-page'),
  ),
  route(PATHS.lawyerRefundAnswer, '说明情况', () => import('../features/orders/pages/refund-answer-page')),
  route(PATHS.lawyerChat, '在线会话', () => import('../features/chat/pages/lawyer-chat-page')),
  route(
    PATHS.lawyerReviews,
    '我的评价',
    () => import('../features/reviews/pages/own-reviews-page'),
    refreshable,
  ),
  route(PATHS.lawyerWallet, '钱包明细', () => import('../features/wallet/pages/wallet-page'), refreshable),
  route(PATHS.lawyerWithdraw, '提现', () => import('../features/withdrawal/pages/withdraw-page')),
  route(
    PATHS.lawyerWithdrawals,
    '提现记录',
    () => import('../features/withdrawal/pages/withdrawal-list-page'),
    refreshable,
  ),
  route(
    PATHS.lawyerWithdrawal,
    '提现详情',
    () => import('../features/withdrawal/pages/withdrawal-detail-page'),
    refreshable,
  ),
  route(PATHS.lawyerPayee, '收款账户', () => import('../features/withdrawal/pages/payee-page')),
  route(
    PATHS.lawyerPayoutConfirm,
    '模拟确认收款',
    () => import('../features/withdrawal/pages/payout-confirm-page'),
  ),
  route(PATHS.appealCreate, '申诉', () => import('../features/appeal/pages/appeal-create-page')),
  route(
    PATHS.appealDetail,
    '申诉详情',
    () => import('../features/appeal/pages/appeal-detail-page'),
    refreshable,
  ),
  route(PATHS.appealList, '我的申诉', () => import('../features/appeal/pages/appeal-list-page'), refreshable),
  route(
    PATHS.lawyerAppeals,
    '用户申诉',
    () => import('../features/appeal/pages/lawyer-appeal-list-page'),
    refreshable,
  ),
  route(
    PATHS.lawyerAppeal,
    '申诉详情',
    () => import('../features/appeal/pages/lawyer-appeal-detail-page'),
    refreshable,
  ),
  route(PATHS.lawyerAppealAnswer, '答复申诉', () => import('../features/appeal/pages/appeal-answer-page')),
];
