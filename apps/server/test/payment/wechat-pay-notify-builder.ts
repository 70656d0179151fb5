import { createCipheriv, createSign, randomBytes, type KeyObject } from 'node:crypto';

/**
 * Notifies and signed answers built the way WeChat Pay builds them (node:crypto only, not the library
 * under test): the resource JSON encrypted with AEAD_AES_256_GCM under the APIv3 key (12-byte nonce, the
 * original type as associated data, the tag appended), the body signed SHA256-RSA over
 * `timestamp\nnonce\nbody\n` with the platform key, named by `Wechatpay-Serial`.
 */

export interface BuiltNotify {
  headers: Record<string, string>;
  rawBody: string;
}

export interface NotifyOptions {
  /** Sign with this key instead of the platform's (a forgery). */
  signingKey?: KeyObject;
  /** Name this key id instead of the platform's. */
  keyId?: string;
  /** Encrypt under this key instead of the merchant's APIv3 key. */
  apiV3Key?: string;
}

export interface PlatformSide {
  apiV3Key: string;
  platformKeyId: string;
  platformPrivateKey: KeyObject;
}

export const beijing = (epochMs: number) =>
  `${new Date(epochMs + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export function signWith(key: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

export function buildNotify(
  platform: PlatformSide,
  event: { eventType: string; originalType: string; resource: object; at: number; summary?: string },
  options: NotifyOptions = {},
): BuiltNotify {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? platform.apiV3Key), nonce);
  cipher.setAAD(Buffer.from(event.originalType));
  const encrypted = Buffer.concat([
    cipher.update(JSON.stringify(event.resource), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const rawBody = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: beijing(event.at),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.summary ?? (event.eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款成功'),
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypted.toString('base64'),
      associated_data: event.originalType,
      nonce,
    },
  });
  return signNotify(platform, rawBody, event.at, options);
}

export function signNotify(
  platform: PlatformSide,
  rawBody: string,
  at: number,
  options: NotifyOptions = {},
): BuiltNotify {
  const timestamp = String(Math.floor(at / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': options.keyId ?? platform.platformKeyId,
      'wechatpay-signature': signWith(
        options.signingKey ?? platform.platformPrivateKey,
        `${timestamp}\n${nonce}\n${rawBody}\n`,
      ),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}
