/** API paths (seed §7 plus PRODUCT additions). One place, used by server routes and both clients. */
export const API = {
  smsPush: '/api/v1/sms/push',
  login: '/api/v1/user/login',
  logout: '/api/v1/user/logout',
  userInfo: '/api/v1/user/info',
  userInfoField: '/api/v1/user/info/field',
  userOpenid: '/api/v1/user/openid',
  /** 更换手机号 (docs/decisions.md "Accounts"): a code to the current number, its check (a ticket), a code to the new one, the change. */
  accountPhoneOldCode: '/api/v1/account/phone/old-code',
  accountPhoneVerifyOld: '/api/v1/account/phone/verify-old',
  accountPhoneNewCode: '/api/v1/account/phone/new-code',
  accountPhone: '/api/v1/account/phone',
  /** 注销账号: what keeps the account open, the code to its number, the closing. */
  accountClosing: '/api/v1/account/closing',
  accountCloseCode: '/api/v1/account/close/code',
  accountClose: '/api/v1/account/close',
  uploadImage: '/api/v1/upload/image',
  /** POST multipart `file`: PDF, Word, Excel or TXT up to 20 MB; GET `${API.uploadFile}/:id` at a signed address. */
  uploadFile: '/api/v1/upload/file',
  areaTree: '/api/v1/areaCode/tree',
  legalTypeTree: '/api/v1/lawyerLegalType/tree',
  degrees: '/api/v1/lawyerDegrees',
  paymentConfig: '/api/v1/payment/config',
  devSmsLatest: '/api/v1/dev/sms/latest',
  devClock: '/api/v1/dev/clock',
  lawyer: '/api/v1/lawyer',
  lawyerDetail: '/api/v1/lawyer/detail',
  lawyerApply: '/api/v1/lawyer/apply',
  lawyerIsApply: '/api/v1/lawyer/is_apply',
  /** GET: the signed-in lawyer's latest change of 执业机构 (waiting for review, or decided). */
  lawyerFirmChange: '/api/v1/lawyer/firm_change',
  /** GET: the signed-in lawyer's services, bands and commission; POST: their choice and prices. */
  lawyerServices: '/api/v1/lawyer/services',
  feedback: '/api/v1/feedback',
  /** GET `${API.content}/:key` */
  content: '/api/v1/content',
  serviceOrders: '/api/v1/order/service',
  serviceOrderDetail: '/api/v1/order/service/detail',
  serviceOrderAction: '/api/v1/order/service/action',
  lawyerServiceOrders: '/api/v1/lawyer/order/service',
  /** POST: 线下咨询预约表单; GET: 预约记录. */
  appointments: '/api/v1/order/appointment',
  appointmentDetail: '/api/v1/order/appointment/detail',
  appointmentAction: '/api/v1/order/appointment/action',
  /** GET the business hours appointments may start within */
  appointmentHours: '/api/v1/order/appointment/hours',
  lawyerAppointments: '/api/v1/lawyer/order/appointment',
  payment: '/api/v1/payment',
  /** POST `${API.paymentNotify}/:provider`: the provider's notification (WeChat Pay calls it). */
  paymentNotify: '/api/v1/payment/notify',
  sandboxConfirm: '/api/v1/payment/sandbox/confirm',
  lawyerWallet: '/api/v1/lawyer/wallet',
  /** POST: review a finished order; GET: a lawyer's visible reviews (`lawyer_uuid`). */
  review: '/api/v1/review',
  /** GET: the review of one order, for its customer and lawyer. */
  reviewOfOrder: '/api/v1/review/order',
  /** GET: 我的评价 (the signed-in lawyer's reviews). */
  lawyerReviews: '/api/v1/lawyer/review',
  lawyerReviewReply: '/api/v1/lawyer/review/reply',
  wechatJsConfig: '/api/v1/wechat/jsconfig',
  /** The chat socket (PRODUCT §9): authenticated by its first frame, never by the address. */
  ws: '/api/v1/ws',
  /** GET: the signed-in user's conversations; POST {lawyer_uuid}: the customer opens (or creates) one. */
  chatConversations: '/api/v1/chat/conversation',
  chatConversationDetail: '/api/v1/chat/conversation/detail',
  /** GET: history pages; POST: send by HTTP when the socket cannot connect. */
  chatMessages: '/api/v1/chat/message',
  chatRead: '/api/v1/chat/read',
  /** GET: the signed-in user's notifications, newest first, with the unread count. */
  notifications: '/api/v1/notification',
  notificationUnread: '/api/v1/notification/unread',
  /** POST {id} or {all: 1}. */
  notificationRead: '/api/v1/notification/read',
  /** GET `?order_no=`: a 电话咨询 order's middle number (if bound) and call records. */
  call: '/api/v1/call',
  /** POST {order_no}: the order's middle number, bound (again) when there is none valid. */
  callBind: '/api/v1/call/bind',
  /** POST `${API.callNotify}/:provider`: the call provider's call records (a JSON array). */
  callNotify: '/api/v1/call/notify',
  /** GET: the 提现 page's rules, balances, open withdrawal and payees. */
  withdrawalRules: '/api/v1/lawyer/withdrawal/rules',
  /** POST: request a withdrawal; GET: 提现记录 (paged). */
  withdrawals: '/api/v1/lawyer/withdrawal',
  /** GET `?withdrawal_no=`: one withdrawal with its timeline and the confirmation to show. */
  withdrawalDetail: '/api/v1/lawyer/withdrawal/detail',
  /** GET / POST the law firm's account (answered masked). */
  withdrawalBankPayee: '/api/v1/lawyer/withdrawal/payee/bank',
  /** POST (no body): bind the WeChat payee (the stored openid, the certified real name). */
  withdrawalWechatPayee: '/api/v1/lawyer/withdrawal/payee/wechat',
  /** POST {return_url}: inside WeChat without an openid, WeChat's OAuth first (then /user/openid, then bind). */
  withdrawalWechatAuthorize: '/api/v1/lawyer/withdrawal/payee/wechat/authorize',
  /** GET `?bill_no=` the sandbox bill; POST {bill_no, decision}: 模拟确认收款 (the lawyer's own bill). */
  payoutSandbox: '/api/v1/withdrawal/sandbox/confirm',
  /** POST `${API.payoutNotify}/:provider`: the payout provider's notification (raw body). */
  payoutNotify: '/api/v1/withdrawal/notify',
  /** POST: the customer appeals a finished order (申诉); GET: the customer's appeals. */
  appeals: '/api/v1/appeal',
  /** GET `?id=`: the appeal as its customer sees it. */
  appealDetail: '/api/v1/appeal/detail',
  /** GET `?order_kind=&order_no=`: whether the order shows 申诉, and its appeals. */
  appealEligibility: '/api/v1/appeal/eligibility',
  /** POST {id, action}: accept_offer / decline_offer / withdraw. */
  appealAction: '/api/v1/appeal/action',
  /** GET: appeals against the signed-in lawyer. */
  lawyerAppeals: '/api/v1/lawyer/appeal',
  lawyerAppealDetail: '/api/v1/lawyer/appeal/detail',
  /** POST: offer a refund or contest. */
  lawyerAppealAnswer: '/api/v1/lawyer/appeal/answer',
  /** GET: the document centre (listed documents); POST: list a document (its file uploaded at API.uploadFile). */
  documents: '/api/v1/document',
  /** GET `?id=`: a document's detail. */
  documentDetail: '/api/v1/document/detail',
  /** GET: what the upload form offers the signed-in user (may sell, price band, Word support). */
  documentRules: '/api/v1/document/rules',
  /** GET: 我的文档. */
  documentMine: '/api/v1/document/mine',
  /** POST: a new version of one of my documents (reviewed again). */
  documentVersion: '/api/v1/document/version',
  /** POST: withdraw my document from sale, or put it back. */
  documentSale: '/api/v1/document/sale',
  /** GET `?document_id=`: ratings; POST: a buyer rates once. */
  documentRatings: '/api/v1/document/rating',
  documentRatingReply: '/api/v1/document/rating/reply',
  documentReport: '/api/v1/document/report',
  /** GET `${API.documentPreview}/:version_id/:image` (`cover.webp`, `page-<n>.webp`): a public, long-cached preview image. */
  documentPreview: '/api/v1/document/preview',
  /** POST: buy (create or reuse the unpaid order); GET: 已购文档. */
  documentOrders: '/api/v1/document/order',
  /** GET `?order_no=`: one of my document orders (the pay page). */
  documentOrderDetail: '/api/v1/document/order/detail',
  /** POST {order_no, action}: close an unpaid order, refund before the first use. */
  documentOrderAction: '/api/v1/document/order/action',
  /** POST: a signed download address (60 s, or 10 min to copy inside WeChat). */
  documentDownload: '/api/v1/document/download',
  /** GET `${API.documentFile}/:token`: the file at a signed download address (no sign-in: the address is the key). */
  documentFile: '/api/v1/document/file',
  /** GET `?id=`: 在线阅读's signed page addresses; GET `${API.documentPage}/:token` the page image. */
  documentRead: '/api/v1/document/read',
  documentPage: '/api/v1/document/page',
  admin: {
    login: '/api/v1/admin/login',
    logout: '/api/v1/admin/logout',
    me: '/api/v1/admin/me',
    dashboard: '/api/v1/admin/dashboard',
    auditLog: '/api/v1/admin/audit-log',
    /** The operators (the audit log's 操作人 filter). */
    operators: '/api/v1/admin/operators',
    /** GET users; GET `${API.admin.users}/:uuid` one user's detail. */
    users: '/api/v1/admin/users',
    userBan: '/api/v1/admin/users-action/ban',
    userUnban: '/api/v1/admin/users-action/unban',
    applications: '/api/v1/admin/lawyer-applications',
    /** GET `${API.admin.applications}/:id` */
    applicationApprove: '/api/v1/admin/lawyer-applications/approve',
    applicationReject: '/api/v1/admin/lawyer-applications/reject',
    /** GET: lawyers' changes of 执业机构 (`status` 0 waiting); POST approve / reject one. */
    firmChanges: '/api/v1/admin/lawyer-firm-changes',
    firmChangeApprove: '/api/v1/admin/lawyer-firm-changes/approve',
    firmChangeReject: '/api/v1/admin/lawyer-firm-changes/reject',
    lawyers: '/api/v1/admin/lawyers',
    lawyerEnabled: '/api/v1/admin/lawyers/enabled',
    feedback: '/api/v1/admin/feedback',
    feedbackReply: '/api/v1/admin/feedback/reply',
    content: '/api/v1/admin/content',
    /** GET list; GET `${API.admin.serviceOrders}/:order_no` */
    serviceOrders: '/api/v1/admin/service-orders',
    /** POST an operator's intervention: cancel with a full refund, or a partial refund. */
    serviceOrderIntervene: '/api/v1/admin/service-orders-intervene',
    /** GET one page of a service order's chat, older pages by `before`. */
    serviceOrderTranscript: '/api/v1/admin/service-orders-transcript',
    /** GET every queue's count of what waits for operators (the menu's badges). */
    pendingCounts: '/api/v1/admin/pending-counts',
    refundRequests: '/api/v1/admin/refund-requests',
    refundDecision: '/api/v1/admin/refund-requests/decide',
    orderSettings: '/api/v1/admin/order-settings',
    serviceConfig: '/api/v1/admin/order-settings/service',
    commissionRate: '/api/v1/admin/order-settings/commission',
    /** POST: the band of lawyers' own prices of one online service. */
    serviceBand: '/api/v1/admin/order-settings/band',
    /** GET list; GET `${API.admin.appointments}/:order_no` */
    appointments: '/api/v1/admin/appointments',
    /** GET: waiting for dispatch, oldest first. */
    appointmentDispatch: '/api/v1/admin/appointments-dispatch',
    /** GET `?order_no=`: lawyers to offer it to. */
    appointmentSuggestions: '/api/v1/admin/appointments-dispatch/suggestions',
    appointmentAssign: '/api/v1/admin/appointments-dispatch/assign',
    appointmentReject: '/api/v1/admin/appointments-dispatch/reject',
    appointmentRefunds: '/api/v1/admin/appointment-refunds',
    appointmentRefundDecision: '/api/v1/admin/appointment-refunds/decide',
    /** GET / POST the appointment business hours */
    appointmentHours: '/api/v1/admin/appointment-hours',
    /** GET / POST the days income is held after an order finished */
    holdDays: '/api/v1/admin/hold-days',
    reviews: '/api/v1/admin/reviews',
    reviewHidden: '/api/v1/admin/reviews/hidden',
    /** GET the queue; GET `${API.admin.withdrawals}/:withdrawal_no` the detail. */
    withdrawals: '/api/v1/admin/withdrawals',
    withdrawalApprove: '/api/v1/admin/withdrawals-action/approve',
    withdrawalReject: '/api/v1/admin/withdrawals-action/reject',
    withdrawalCancel: '/api/v1/admin/withdrawals-action/cancel',
    /** POST: a bank transfer recorded paid (receipt number) or failed. */
    withdrawalMark: '/api/v1/admin/withdrawals-action/mark',
    /** GET: CSV of the queue's filters. */
    withdrawalExport: '/api/v1/admin/withdrawals-export',
    withdrawalFigures: '/api/v1/admin/withdrawals-figures',
    /** GET / POST the withdrawal rules (minimum, daily cap, two-person threshold, auto-approval). */
    withdrawalSettings: '/api/v1/admin/withdrawal-settings',
    /** GET the appeal queue; GET `${API.admin.appeals}/:id` */
    appeals: '/api/v1/admin/appeals',
    appealDecision: '/api/v1/admin/appeals-decide',
    /** GET lawyers with strikes */
    lawyerStrikes: '/api/v1/admin/lawyer-strikes',
    lawyerStrikeLift: '/api/v1/admin/lawyer-strikes/lift',
    /**
     * GET the documents (the review queue with state=reviewing); GET `${API.admin.documents}/:id` the detail;
     * POST a platform document (free; its file from API.admin.documentFile), reviewed like any other.
     */
    documents: '/api/v1/admin/documents',
    /** POST multipart `file`: a platform document's file (PDF, DOC, DOCX, ≤ 20 MB, private). */
    documentFile: '/api/v1/admin/document-file',
    documentReview: '/api/v1/admin/documents-action/review',
    documentTakeDown: '/api/v1/admin/documents-action/take-down',
    documentRestore: '/api/v1/admin/documents-action/restore',
    /** GET `${API.admin.documentPage}/:token`: a page image at a signed address (review). */
    documentPage: '/api/v1/admin/documents-page',
    documentReports: '/api/v1/admin/document-reports',
    documentReportHandle: '/api/v1/admin/document-reports/handle',
    /** GET list; GET `${API.admin.documentOrders}/:order_no` */
    documentOrders: '/api/v1/admin/document-orders',
    documentOrderRefund: '/api/v1/admin/document-orders-refund',
    /** GET / POST price band, commission, daily downloads. */
    documentSettings: '/api/v1/admin/document-settings',
  },
} as const;
