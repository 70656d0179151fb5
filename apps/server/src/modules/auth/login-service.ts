import { randomUUID } from 'node:crypto';
import { Gender, LoginType, UserType, YesNo, type LoginBody, type LoginResult } from '@lawbridge/contract';
import type { Clock } from '../../core/clock';
import type { SessionService } from '../../core/auth/session-service';
import type { UserRepo } from '../user/repo';
import type { BanRefusal } from '../user-admin/ban-refusal';
import type { PartnerSso } from './partner-sso';
import type { SmsCodeService } from './sms-code-service';

export const LOGIN_SCENE = 'login';

/** Nickname of a new user: `用户` + the phone's last 4 digits. */
export function defaultNickname(phone: string): string {
  return `用户${phone.slice(-4)}`;
}

/**
 * Login by SMS code or partner SSO. The first successful login creates the user; every login
 * records the channel the user came through.
 */
export function createLoginService(deps: {
  users: UserRepo;
  codes: SmsCodeService;
  partner: PartnerSso;
  sessions: SessionService;
  bans: BanRefusal;
  clock: Clock;
}) {
  const { users, codes, partner, sessions, bans, clock } = deps;

  async function verifiedPhone(body: LoginBody): Promise<string> {
    if (body.type === LoginType.rsaPhone.value)
      return partner.phoneFromCiphertext({ ciphertext: body.phone });
    await codes.consume({ phone: body.phone, scene: LOGIN_SCENE, code: body.verify_code });
    return body.phone;
  }

  async function userIdFor(phone: string, channel: string): Promise<number> {
    const now = clock.now();
    const existing = await users.findIdByPhone(phone);
    const id =
      existing ??
      (await users.insertOrFind({
        uuid: randomUUID(),
        phone,
        nickname: defaultNickname(phone),
        avatar_upload_id: null,
        gender: Gender.unknown.value,
        is_lawyer: YesNo.no.value,
        channel_type: channel,
        openid: null,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      }));
    await users.update(id, { channel_type: channel, last_login_at: now });
    return id;
  }

  async function login(body: LoginBody): Promise<LoginResult> {
    const phone = await verifiedPhone(body);
    // Only once the phone is proven: a banned user learns the ban's category, nobody else does.
    await bans.refuseBanned(phone);
    const userId = await userIdFor(phone, body.channel_type);
    const issued = await sessions.issue({ userId });
    return { token: issued.token, expires_at: issued.expiresAt, type: UserType.customer.value };
  }

  return { login };
}
