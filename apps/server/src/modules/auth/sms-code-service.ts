import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_TTL_MS,
  SMS_MAX_PER_IP_PER_HOUR,
  SMS_MAX_PER_PHONE_PER_DAY,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_INTERVAL_MS,
} from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { RateHold, RateLimiter } from '../../core/rate-limit/rate-limiter';
import type { SmsProvider } from '../../providers/sms';
import { SmsProviderError } from '../../providers/sms/sms-provider';
import type { AuthRepo } from './repo';

export const MSG_CODE_WRONG = '验证码错误';
export const MSG_CODE_INVALID = '验证码已失效，请重新获取';
export const MSG_SMS_NOT_SENT = '短信发送失败，请稍后重试';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SMS verification codes (PRODUCT §2): 6 digits, valid 5 minutes, stored as an HMAC,
 * void after 5 wrong tries. Send limits are atomic counters in the database (core/rate-limit),
 * so they hold under parallel bursts, across instances and on both dialects.
 */
export function createSmsCodeService(deps: {
  repo: AuthRepo;
  limits: RateLimiter;
  clock: Clock;
  sms: SmsProvider;
  secret: Buffer;
}) {
  const { repo, limits, clock, sms, secret } = deps;

  const hashCode = (phone: string, scene: string, code: string) =>
    createHmac('sha256', secret).update(`${phone}|${scene}|${code}`).digest('hex');

  /**
   * Counts this send against the caller's address first (their own budget), then the phone's 60 s and
   * daily limits; each count is atomic, and a refused send takes back the counts it already made.
   */
  async function reserveSend(phone: string, ip: string): Promise<RateHold> {
    const { refused, hold } = await limits.hitAll([
      { key: `sms:ip:${ip}`, limit: SMS_MAX_PER_IP_PER_HOUR, windowMs: HOUR_MS },
      { key: `sms:phone:${phone}`, limit: 1, windowMs: SMS_RESEND_INTERVAL_MS },
      { key: `sms:phone:${phone}`, limit: SMS_MAX_PER_PHONE_PER_DAY, windowMs: DAY_MS },
    ]);
    if (refused)
      throw AppError.tooFrequent(refused.verdict.retryAfterMs, `sms send limit ${refused.rule.key}`);
    return hold;
  }

  /** Creates and sends a code; answers how many seconds until the next send is allowed. */
  async function send(input: {
    phone: string;
    scene: string;
    ip: string;
  }): Promise<{ resend_after: number }> {
    const hold = await reserveSend(input.phone, input.ip);
    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.insertCode({
      phone: input.phone,
      scene: input.scene,
      codeHash: hashCode(input.phone, input.scene, code),
      expiresAt: now + SMS_CODE_TTL_MS,
      now,
      ip: input.ip,
    });
    try {
      await sms.sendVerifyCode({ phone: input.phone, code, scene: input.scene });
    } catch (error) {
      if (!(error instanceof SmsProviderError)) throw error;
      // Nothing reached the phone: the user may ask again at once, and is told so.
      await hold.release();
      throw AppError.common(MSG_SMS_NOT_SENT, error.message);
    }
    return { resend_after: SMS_RESEND_INTERVAL_MS / 1000 };
  }

  /** Accepts the latest code for the phone exactly once; refuses wrong, expired, used or voided codes. */
  async function consume(input: { phone: string; scene: string; code: string }): Promise<void> {
    const row = await repo.latestCode(input.phone, input.scene);
    if (!row || row.expires_at <= clock.now()) throw AppError.common(MSG_CODE_INVALID, 'no live code');
    // The attempt is counted before comparing, so parallel guesses cannot exceed the cap.
    if (!(await repo.claimAttempt(row.id, SMS_MAX_WRONG_TRIES))) {
      throw AppError.common(MSG_CODE_INVALID, 'code used or out of tries');
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(input.phone, input.scene, input.code), 'hex');
    if (!timingSafeEqual(expected, given)) throw AppError.common(MSG_CODE_WRONG);
    if (!(await repo.markUsed(row.id))) throw AppError.common(MSG_CODE_INVALID, 'code used concurrently');
  }

  return { send, consume };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
