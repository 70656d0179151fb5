import { z } from 'zod';
import { oneOf, optionalText, pattern, searchKeyword } from './fields';
import { pageQuery } from './paging';

/** Why an operator bans a user (the login refusal names it); `other` needs the operator's words. */
export const USER_BAN_REASONS = {
  fraud: '欺诈或虚假交易',
  harassment: '骚扰或辱骂他人',
  spam: '发布广告或垃圾信息',
  illegal: '发布违法违规内容',
  private_deal: '诱导私下交易',
  other: '其他违规行为',
} as const satisfies Record<string, string>;
export type UserBanReason = keyof typeof USER_BAN_REASONS;
export const USER_BAN_REASON_KEYS = Object.keys(USER_BAN_REASONS) as [UserBanReason, ...UserBanReason[]];
export const USER_BAN_NOTE_MAX = 200;

/** What a banned user reads when logging in: the reason's category, and where to turn. */
export function bannedLoginMessage(reason: string): string {
  const label = (USER_BAN_REASONS as Record<string, string>)[reason] ?? USER_BAN_REASONS.other;
  return `账号已被封禁（${label}），无法登录，如有疑问请联系平台客服`;
}

/** A user's public id (uuid). */
export const userUuidField = pattern('用户', /^[A-Za-z0-9-]{8,64}$/);

/** Console 用户管理: users, newest first; `keyword` is a whole phone, a phone's last 4 digits or inside the nickname. */
export const adminUserQuery = pageQuery.extend({
  keyword: searchKeyword(20),
  banned: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;

export const userBanState = z.object({
  banned_at: z.number().int(),
  reason: z.string(),
  reason_label: z.string(),
  note: z.string().nullable(),
});
export type UserBanState = z.infer<typeof userBanState>;

export const adminUserItem = z.object({
  uuid: z.string(),
  nickname: z.string(),
  phone: z.string(),
  is_lawyer: z.number().int(),
  channel_type: z.string(),
  created_at: z.number().int(),
  last_login_at: z.number().int().nullable(),
  /** null while the user may log in. */
  ban: userBanState.nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const adminUserParams = z.object({ uuid: userUuidField });

/** One order of the user's, as a line linking to its console drawer. */
export const adminUserOrderLine = z.object({
  order_no: z.string(),
  name: z.string(),
  state_label: z.string(),
  price: z.number().int(),
  /** The user's side of it: the customer, or the lawyer who serves it. */
  role: z.enum(['customer', 'lawyer']),
  created_at: z.number().int(),
});
export type AdminUserOrderLine = z.infer<typeof adminUserOrderLine>;

/** A list of the user's latest lines and how many there are in all. */
const latest = <T extends z.ZodType>(line: T) => z.object({ total: z.number().int(), list: z.array(line) });

/** The latest lines the user's detail shows of each kind. */
export const ADMIN_USER_DETAIL_LINES = 10;

export const adminUserDetail = adminUserItem.extend({
  avatar: z.string().nullable(),
  gender: z.number().int(),
  /** The user's lawyer profile, when certified. */
  lawyer: z.object({ uuid: z.string(), name: z.string(), enabled: z.number().int() }).nullable(),
  service_orders: latest(adminUserOrderLine),
  appointments: latest(adminUserOrderLine),
  /** Reviews the user wrote as a customer. */
  reviews: latest(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      lawyer_name: z.string(),
      rating: z.number().int(),
      text: z.string(),
      hidden: z.number().int(),
      created_at: z.number().int(),
    }),
  ),
  feedback: latest(
    z.object({
      id: z.number().int(),
      content: z.string(),
      handled: z.number().int(),
      created_at: z.number().int(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const userBanBody = z.object({
  uuid: userUuidField,
  reason: oneOf('封禁原因', USER_BAN_REASON_KEYS),
  note: optionalText('补充说明', USER_BAN_NOTE_MAX),
});
export type UserBanBody = z.infer<typeof userBanBody>;

export const userUnbanBody = z.object({
  uuid: userUuidField,
  note: optionalText('解封说明', USER_BAN_NOTE_MAX),
});
export type UserUnbanBody = z.infer<typeof userUnbanBody>;
