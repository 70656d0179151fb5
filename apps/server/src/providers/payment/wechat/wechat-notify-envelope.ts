import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import {
  headerValue,
  NOTIFY_MAX_AGE_MS,
  NotifyRefusedError,
  type IncomingNotify,
  type NotifyRefusal,
} from '../payment-provider';

/**
 * Opens a WeChat Pay v3 notify (payments, refunds and 商家转账 alike): verifies `Wechatpay-Signature`
 * (SHA256-RSA over `timestamp\nnonce\nbody\n`) with the key named by `Wechatpay-Serial`, refuses timestamps
 * more than 5 minutes from our clock, and decrypts the AEAD_AES_256_GCM resource with the APIv3 key
 * (associated data and nonce from the body). The signature checks the body exactly as received, so the route
 * must hand over the raw text. A refusal throws what `refused` makes (payments' `NotifyRefusedError` by default).
 */

const envelopeSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().min(1),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

export interface WechatNotifyKeys {
  mchid: string;
  apiV3Key: string;
  platformKeys: Record<string, KeyObject>;
}

export interface OpenedNotify {
  id: string;
  event_type: string;
  /** The decrypted resource, parsed JSON of any shape. */
  resource: unknown;
}

export type NotifyRefuser = (reason: NotifyRefusal, detail: string) => Error;

const paymentRefusal: NotifyRefuser = (reason, detail) => new NotifyRefusedError(reason, detail);

export function openWechatNotify(
  keys: WechatNotifyKeys,
  notify: IncomingNotify,
  now: number,
  refused: NotifyRefuser = paymentRefusal,
): OpenedNotify {
  const timestamp = headerValue(notify.headers, 'Wechatpay-Timestamp');
  const nonce = headerValue(notify.headers, 'Wechatpay-Nonce');
  const serial = headerValue(notify.headers, 'Wechatpay-Serial');
  const signature = headerValue(notify.headers, 'Wechatpay-Signature');
  if (!timestamp || !nonce || !serial || !signature || !/^\d{1,12}$/.test(timestamp)) {
    throw refused('malformed', 'Wechatpay-* signature headers missing');
  }
  const key = Object.hasOwn(keys.platformKeys, serial) ? keys.platformKeys[serial] : undefined;
  if (!key) throw refused('unknown_key', `Wechatpay-Serial ${serial}`);
  let verified = false;
  try {
    verified = Rsa.verify(Formatter.response(timestamp, nonce, notify.rawBody), signature, key);
  } catch {
    verified = false;
  }
  if (!verified) throw refused('bad_signature', `serial ${serial}`);
  if (Math.abs(now - Number(timestamp) * 1000) > NOTIFY_MAX_AGE_MS) {
    throw refused('stale_timestamp', `Wechatpay-Timestamp ${timestamp}`);
  }

  const envelope = envelopeSchema.safeParse(parseJson(notify.rawBody, refused));
  if (!envelope.success) throw refused('malformed', 'not a WeChat Pay notify body');
  const { id, event_type, resource } = envelope.data;
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw refused('unsupported', `resource algorithm ${resource.algorithm}`);
  }
  let plaintext: string;
  try {
    plaintext = Aes.AesGcm.decrypt(
      resource.ciphertext,
      keys.apiV3Key,
      resource.nonce,
      resource.associated_data ?? '',
    );
  } catch {
    throw refused('undecryptable', `notify ${id}`);
  }
  return { id, event_type, resource: parseJson(plaintext, refused) };
}

function parseJson(text: string, refused: NotifyRefuser): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refused('malformed', 'not JSON');
  }
}
