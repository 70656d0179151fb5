import { withQuery } from '../lib/url';

/** Every route path of the seed (§2), in one place. The route table gives each its title and page. */
export const PATHS = {
  home: '/',
  homeAlias: '/pages/index/index',

  feedback: '/pages/feedback/index',
  login: '/pages/auth/login',
  agreementPrivacy: '/pages/auth/agreementPrivacy',
  agreementUser: '/pages/auth/agreementUser',
  publishingReview: '/pages/auth/verify',
  about: '/pages/common/about',
  contact: '/pages/common/contact',
  documentUpload: '/pages/common/document/upload',
  documentDownload: '/pages/common/document/download',
  documentPay: '/pages/common/document/pay',
  /** 在线阅读 (`id`): every page of an entitled document as an image (not in the seed; PRODUCT §12). */
  documentRead: '/pages/common/document/read',
  /** 我的文档: the signed-in user's uploads (not in the seed; PRODUCT §12). */
  documentMine: '/pages/common/document/mine',
  /** 已购文档: the signed-in user's document orders (not in the seed; PRODUCT §12). */
  documentPurchased: '/pages/common/document/purchased',
  cashier: '/pages/common/cashier',
  /** 消息通知: the signed-in user's notifications (not in the seed; PRODUCT §14, docs/decisions.md). */
  notificationList: '/pages/common/notification/list',
  /** 用户评价: every review of a lawyer (`uuid`), from 查看全部评价 (not in the seed; docs/decisions.md). */
  lawyerAllReviews: '/pages/common/review/list',

  customerProfile: '/pages/customer/profile/user',
  /** 更换手机号 and 注销账号 (not in the seed; docs/decisions.md "Accounts"), under the profile path (login needed). */
  changePhone: '/pages/customer/profile/changePhone',
  closeAccount: '/pages/customer/profile/closeAccount',
  customerSetting: '/pages/customer/setting/index',
  lawyerList: '/pages/customer/lawyer/list',
  lawyerDetail: '/pages/customer/lawyer/detail',
  serviceCreate: '/pages/customer/order/service/create',
  serviceConfirm: '/pages/customer/order/service/confirm',
  serviceList: '/pages/customer/order/service/list',
  serviceDetail: '/pages/customer/order/service/detail',
  serviceSuccess: '/pages/customer/order/service/success',
  appointmentCreate: '/pages/customer/order/appointment/create',
  appointmentList: '/pages/customer/order/appointment/list',
  appointmentDetail: '/pages/customer/order/appointment/detail',
  appointmentSuccess: '/pages/customer/order/appointment/success',
  appointmentRefund: '/pages/customer/order/appointment/refund',
  appointmentRefundResult: '/pages/customer/order/appointment/refundResult',
  customerChat: '/pages/customer/chat/index',

  lawyerApply: '/pages/lawyer/profile/apply',
  lawyerApplyStatus: '/pages/lawyer/profile/applyStatus',
  lawyerSetting: '/pages/lawyer/setting/index',
  lawyerProfile: '/pages/lawyer/profile/user',
  lawyerDescription: '/pages/lawyer/profile/editDescription',
  lawyerAppointmentDetail: '/pages/lawyer/order/detailAppointment',
  lawyerServiceDetail: '/pages/lawyer/order/detailService',
  /** 说明情况: the lawyer's side of an open refund request (`kind` service or appointment, `order_no`; not in the seed). */
  lawyerRefundAnswer: '/pages/lawyer/order/refundAnswer',
  lawyerChat: '/pages/lawyer/chat/index',
  lawyerReviews: '/pages/lawyer/review/list',
  lawyerWallet: '/pages/lawyer/wallet/list',
  /** 提现 (not in the seed, like the other wallet pages below; docs/decisions.md). */
  lawyerWithdraw: '/pages/lawyer/wallet/withdraw',
  lawyerWithdrawals: '/pages/lawyer/wallet/withdrawals',
  /** One withdrawal (`no`). */
  lawyerWithdrawal: '/pages/lawyer/wallet/withdrawal',
  lawyerPayee: '/pages/lawyer/wallet/payee',
  /** The sandbox payout's 模拟确认收款 (`bill_no`), the address the sandbox provider's confirm_url names. */
  lawyerPayoutConfirm: '/pages/lawyer/wallet/confirm',
  /** 申诉 (PRODUCT §12a; not in the seed, docs/decisions.md): the customer's appeal on a finished order (`order_kind`, `order_no`). */
  appealCreate: '/pages/common/appeal/create',
  /** One appeal as its customer sees it (`id`). */
  appealDetail: '/pages/common/appeal/detail',
  /** 我的申诉. */
  appealList: '/pages/common/appeal/list',
  /** Appeals against the signed-in lawyer, one of them (`id`) and the answer to it (`id`). */
  lawyerAppeals: '/pages/lawyer/appeal/list',
  lawyerAppeal: '/pages/lawyer/appeal/detail',
  lawyerAppealAnswer: '/pages/lawyer/appeal/answer',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The login page with the address to return to after login. */
export function loginAddress(returnTo: string): string {
  return withQuery(PATHS.login, { redirect: returnTo });
}
