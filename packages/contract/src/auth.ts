import { z } from 'zod';
import { Channel, LoginType, UserType } from './enums';
import { oneOf, pattern, phoneField, text } from './fields';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const SMS_MAX_PER_PHONE_PER_DAY = 10;
export const SMS_MAX_PER_IP_PER_HOUR = 30;
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_ROTATION_GRACE_MS = 60 * 1000;
export const PARTNER_TIMESTAMP_MAX_AGE_MS = 10 * 60 * 1000;

export const smsPushBody = z.object({
  scene: oneOf('短信场景', ['login'] as const),
  phone: phoneField,
});
export type SmsPushBody = z.infer<typeof smsPushBody>;
export const smsPushResult = z.object({ resend_after: z.number().int() });

/** seed §7: `type, phone, channel_type, verify_code (only when given)`. */
export const loginBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(LoginType.verifyCode.value),
      phone: phoneField,
      // Only partner single sign-on may say the user came through the partner channel.
      channel_type: oneOf('渠道', [Channel.own.value] as const).default(Channel.own.value),
      verify_code: pattern('验证码', /^\d{6}$/),
    }),
    z.object({
      type: z.literal(LoginType.rsaPhone.value),
      /** base64 RSA-OAEP-SHA256 ciphertext of `<phone>|<unix ms>`; a plain phone is refused. */
      phone: text('手机号', { max: 2048 }),
      channel_type: z.literal(Channel.partner.value, { error: '渠道不正确' }),
    }),
  ],
  { error: '登录方式不正确' },
);
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  expires_at: z.number().int(),
  type: oneOf('用户类型', UserType.values as [string, ...string[]]),
});
export type LoginResult = z.infer<typeof loginResult>;

export const devSmsLatestQuery = z.object({ phone: phoneField });
export const devSmsLatestResult = z.object({
  phone: z.string(),
  code: z.string(),
  sent_at: z.number().int(),
});

/** POST /dev/clock (tests only, TEST_CLOCK_MOVABLE=1): move the server's clock forward. */
export const devClockBody = z.object({
  advance_ms: z
    .number({ error: '拨快时间格式不正确' })
    .int({ error: '拨快时间格式不正确' })
    .min(0, { error: '拨快时间不能为负' })
    .max(366 * 24 * 3_600_000, { error: '拨快时间最多一年' }),
});
export const devClockResult = z.object({ now: z.number().int() });
