import { constants, createHash, privateDecrypt, type KeyObject } from 'node:crypto';
import { CN_MOBILE, PARTNER_TIMESTAMP_MAX_AGE_MS } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { AuthRepo } from './repo';

export const MSG_PARTNER_INVALID = '合作渠道登录信息无效';

/** Partner and server clocks may disagree a little; more than this in the future is refused. */
export const PARTNER_MAX_FUTURE_MS = 60 * 1000;

function decrypt(privateKey: KeyObject, ciphertext: string): string | null {
  const bytes = Buffer.from(ciphertext, 'base64');
  // A plain phone number (or any text that is not one RSA block) is refused before decrypting.
  const modulusBytes = (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (bytes.length !== modulusBytes) return null;
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      bytes,
    ).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Partner SSO (PRODUCT §2): the partner sends base64 RSA-OAEP-SHA256 of `<phone>|<unix ms>`.
 * Refused: anything that does not decrypt to that shape, timestamps older than 10 minutes or
 * more than 1 minute ahead, and a payload already used (replay).
 */
export function createPartnerSso(deps: { repo: AuthRepo; clock: Clock; privateKey: KeyObject }) {
  const { repo, clock, privateKey } = deps;

  async function phoneFromCiphertext(input: { ciphertext: string }): Promise<string> {
    const plaintext = decrypt(privateKey, input.ciphertext);
    const match = plaintext ? /^(\d{11})\|(\d{1,16})$/.exec(plaintext) : null;
    const phone = match?.[1];
    if (!plaintext || !phone || !CN_MOBILE.test(phone)) {
      throw AppError.common(MSG_PARTNER_INVALID, 'partner payload does not decrypt to phone|timestamp');
    }
    const now = clock.now();
    const sentAt = Number(match[2]);
    if (now - sentAt > PARTNER_TIMESTAMP_MAX_AGE_MS || sentAt - now > PARTNER_MAX_FUTURE_MS) {
      throw AppError.common(MSG_PARTNER_INVALID, `partner timestamp out of range: ${sentAt}`);
    }
    // A payload stays acceptable until its timestamp is too old; keep its digest that long.
    await repo.deletePartnerNoncesBefore(now - PARTNER_TIMESTAMP_MAX_AGE_MS - PARTNER_MAX_FUTURE_MS);
    // Digest of the plaintext: a fresh encryption of the same payload is a replay too.
    const digest = createHash('sha256').update(plaintext).digest('hex');
    if (!(await repo.recordPartnerNonce(digest, now))) {
      throw AppError.common(MSG_PARTNER_INVALID, 'partner payload replayed');
    }
    return phone;
  }

  return { phoneFromCiphertext };
}

export type PartnerSso = ReturnType<typeof createPartnerSso>;
