import {
  ACCOUNT_SMS_SCENES,
  maskPhone,
  type PhoneChangeBody,
  type PhoneNewCodeBody,
} from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { SessionService } from '../../core/auth/session-service';
import type { Clock } from '../../core/clock';
import type { SmsCodeService } from '../auth/sms-code-service';
import type { UserRepo } from '../user/repo';
import type { PhoneTickets } from './phone-ticket';

export const MSG_PHONE_TAKEN = '该手机号已注册其他账号，请更换其他手机号';
export const MSG_PHONE_SAME = '新手机号不能与当前手机号相同';
export const MSG_TICKET_INVALID = '原手机号验证已失效，请重新验证';

/**
 * 更换手机号 (docs/decisions.md "Accounts"): a code to the current number proves the user still holds it
 * (a ticket for 10 minutes), then a code to the new number, which must belong to no account. The change
 * ends every other session of the user; the session asking keeps going.
 */
export function createPhoneChangeService(deps: {
  users: UserRepo;
  codes: SmsCodeService;
  tickets: PhoneTickets;
  sessions: SessionService;
  clock: Clock;
}) {
  const { users, codes, tickets, sessions, clock } = deps;

  async function currentPhone(userId: number): Promise<string> {
    const user = await users.findById(userId);
    if (!user) throw AppError.token('user of a valid token is gone');
    return user.phone;
  }

  async function sendOldCode(input: { userId: number; ip: string }) {
    const phone = await currentPhone(input.userId);
    return codes.send({ phone, scene: ACCOUNT_SMS_SCENES.changePhoneOld, ip: input.ip });
  }

  async function verifyOld(input: { userId: number; code: string }) {
    const phone = await currentPhone(input.userId);
    await codes.consume({ phone, scene: ACCOUNT_SMS_SCENES.changePhoneOld, code: input.code });
    const { ticket, expiresAt } = tickets.issue({ userId: input.userId, phone, now: clock.now() });
    return { ticket, expires_at: expiresAt };
  }

  /** Refuses an expired or foreign ticket, the current number itself, and a number another account has. */
  async function checkNewPhone(userId: number, body: { ticket: string; phone: string }): Promise<void> {
    const phone = await currentPhone(userId);
    if (!tickets.isValid(body.ticket, { userId, phone, now: clock.now() }))
      throw AppError.common(MSG_TICKET_INVALID);
    if (body.phone === phone) throw AppError.common(MSG_PHONE_SAME);
    if ((await users.findIdByPhone(body.phone)) !== undefined) throw AppError.common(MSG_PHONE_TAKEN);
  }

  async function sendNewCode(input: { userId: number; body: PhoneNewCodeBody; ip: string }) {
    await checkNewPhone(input.userId, input.body);
    return codes.send({ phone: input.body.phone, scene: ACCOUNT_SMS_SCENES.changePhoneNew, ip: input.ip });
  }

  async function change(input: { userId: number; token: string; body: PhoneChangeBody }) {
    const { body, userId } = input;
    await checkNewPhone(userId, body);
    await codes.consume({
      phone: body.phone,
      scene: ACCOUNT_SMS_SCENES.changePhoneNew,
      code: body.verify_code,
    });
    try {
      await users.update(userId, { phone: body.phone, updated_at: clock.now() });
    } catch (error) {
      // Another account took the number between the check and the change (the phone column is unique).
      if ((await users.findIdByPhone(body.phone)) !== undefined) throw AppError.common(MSG_PHONE_TAKEN);
      throw error;
    }
    await sessions.revokeAllOfUser({ userId, keep: input.token });
    return { phone: maskPhone(body.phone) };
  }

  return { sendOldCode, verifyOld, sendNewCode, change };
}
