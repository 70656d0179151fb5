import { z } from 'zod';
import { pageQuery } from './paging';
import { pattern, text } from './fields';

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
  'feedback.reply': '回复反馈',
  'content.update': '编辑内容页',
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
  action: z.string().trim().max(64).optional(),
});
export const auditLogItem = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string().nullable(),
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
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
