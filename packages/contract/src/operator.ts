import { z } from 'zod';
import { CONTENT_KEYS } from './content';
import { pageQuery } from './paging';
import { idField, oneOf, pattern, text } from './fields';
import { shanghaiDate } from './service-order-admin';

export const OPERATOR_MAX_WRONG_PASSWORDS = 5;
export const OPERATOR_LOCK_MS = 15 * 60 * 1000;
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Audit-log actions with the label the console shows; each later capability adds its own. */
export const AUDIT_ACTION_LABELS = {
  'operator.login': '登录',
  'operator.login_failed': '登录失败',
  'operator.logout': '退出登录',
  'application.approve': '通过律师认证',
  'application.reject': '驳回律师认证',
  'lawyer.disable': '停用律师',
  'lawyer.enable': '启用律师',
  'lawyer.firm_approve': '通过执业机构变更',
  'lawyer.firm_reject': '驳回执业机构变更',
  'feedback.reply': '回复反馈',
  'content.update': '编辑内容页',
  'refund.full': '全额退款',
  'refund.partial': '部分退款',
  'refund.refuse': '不予退款',
  'config.service': '修改服务配置',
  'config.commission': '修改佣金比例',
  'config.band': '修改律师价格区间',
  'appointment.assign': '分配预约律师',
  'appointment.reject': '拒绝预约',
  'appointment.hours': '修改预约营业时间',
  'config.hold_days': '修改收入冻结期',
  'review.hide': '隐藏评价',
  'review.unhide': '恢复评价',
  'withdrawal.first_approve': '初审通过提现',
  'withdrawal.approve': '审核通过提现',
  'withdrawal.reject': '驳回提现',
  'withdrawal.cancel': '撤销提现转账',
  'withdrawal.mark_paid': '登记提现已打款',
  'withdrawal.mark_failed': '登记提现打款失败',
  'config.withdrawal': '修改提现规则',
  'appeal.decide': '裁定申诉',
  'strike.lift': '解除律师违规暂停',
  'document.approve': '审核通过文档',
  'document.reject': '驳回文档',
  'document.take_down': '下架文档',
  'document.restore': '恢复上架文档',
  'document.upload': '上传平台文档',
  'document.report_dismiss': '驳回文档举报',
  'config.document': '修改文档规则',
  'document_order.refund': '文档订单退款',
  'order.cancel': '取消服务订单并全额退款',
  'order.refund': '服务订单部分退款',
  'user.ban': '封禁用户',
  'user.unban': '解封用户',
  /** Written by the user's own closing (注销账号), operator_id null. */
  'user.close': '用户注销账号',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const operatorLoginBody = z.object({
  username: pattern('用户名', /^[A-Za-z0-9_.-]{3,32}$/),
  password: text('密码', { max: 128, trim: false }),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
});
export type OperatorProfile = z.infer<typeof operatorProfile>;

export const operatorLoginResult = z.object({
  token: z.string(),
  expires_at: z.number().int(),
  operator: operatorProfile,
});
export type OperatorLoginResult = z.infer<typeof operatorLoginResult>;

export const auditLogQuery = pageQuery.extend({
  action: oneOf('操作类型', Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]]).optional(),
  /** The acting operator's id (GET API.admin.operators lists them). */
  operator_id: idField('操作人').optional(),
  /** On or after this day (Asia/Shanghai). */
  date_from: shanghaiDate('开始日期').optional(),
  /** On or before this day (Asia/Shanghai). */
  date_to: shanghaiDate('结束日期').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** The console's operators, for the audit log's 操作人 filter. */
export const operatorOption = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
});
export type OperatorOption = z.infer<typeof operatorOption>;

/** What an audit entry's target (`kind:id`, e.g. `application:12`) can point at, with the console's name for it. */
export const AUDIT_TARGET_LABELS = {
  application: '律师认证申请',
  lawyer: '律师',
  feedback: '留言反馈',
  content: '内容页',
  order: '服务订单',
  appointment: '预约订单',
  review: '评价',
  order_config: '价格配置',
  withdrawal: '提现',
  document: '文档',
  document_order: '文档订单',
  user: '用户',
} as const satisfies Record<string, string>;
export type AuditTargetKind = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_KINDS = Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetKind, ...AuditTargetKind[]];

/** A target the server recognised: its kind, its id and, when still found, the name of what it is. */
export const auditTargetRef = z.object({
  kind: z.enum(AUDIT_TARGET_KINDS),
  id: z.string(),
  /**
   * The applicant's or lawyer's name, the content page's title, the priced service's name, the document's
   * title, a user's `nickname/masked phone`; null when there is none (feedback, a review; an order's number
   * names it) or it is gone.
   */
  name: z.string().nullable(),
});
export type AuditTargetRef = z.infer<typeof auditTargetRef>;

export const auditLogItem = z.object({
  id: z.number().int(),
  /** `运营 <username>`, or 未识别账号 when no operator is known (a failed login with an unknown name). */
  operator: z.string(),
  action: z.string(),
  /** As recorded, e.g. `application:12` or `username:admin`. */
  target: z.string().nullable(),
  /** The target resolved to a name; null for targets of other kinds (shown as recorded). */
  target_ref: auditTargetRef.nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.number().int(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

export const dashboardSummary = z.object({
  users_total: z.number().int(),
  users_today: z.number().int(),
  lawyers_total: z.number().int(),
  logins_today: z.number().int(),
  /** Service orders paid today (Asia/Shanghai) and what they paid, in fen. */
  service_orders_paid_today: z.number().int(),
  service_amount_paid_today: z.number().int(),
  /** Open refund requests on service orders (the 退款申请 queue). */
  refund_requests_open: z.number().int(),
  /** Paid service orders the lawyer has not accepted yet. */
  service_orders_waiting: z.number().int(),
  /** Appointments paid today (Asia/Shanghai) and what they paid, in fen. */
  appointments_paid_today: z.number().int(),
  appointment_amount_paid_today: z.number().int(),
  /** Paid appointments waiting for dispatch, and those of them in the queue longer than 2 hours (since they last came into it). */
  appointments_waiting_dispatch: z.number().int(),
  appointments_dispatch_overdue: z.number().int(),
  /** Open refund requests on appointments (the 预约退款 review queue). */
  appointment_refunds_open: z.number().int(),
  /** Content pages still showing the text the product shipped with (never edited, or saved unchanged). */
  content_defaults: z.array(z.enum(CONTENT_KEYS)),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
