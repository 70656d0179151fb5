import type { KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import {
  headerValue,
  NOTIFY_MAX_AGE_MS,
  NotifyRefusedError,
  type IncomingNotify,
  type PaymentEvent,
} from '../payment-provider';
import { paymentStatusOf, refundSchema, refundStateSchema, transactionSchema } from './wechat-pay-format';

/**
 * WeChat Pay v3 notifies: verify `Wechatpay-Signature` (SHA256-RSA over `timestamp\nnonce\nbody\n`) with
 * the key named by `Wechatpay-Serial`, refuse timestamps more than 5 minutes from our clock, decrypt the
 * AEAD_AES_256_GCM resource with the APIv3 key (associated data and nonce from the body), and map it.
 * The signature checks the body exactly as received, so the route must hand over the raw text.
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

const refundResourceSchema = refundSchema.extend({ mchid: z.string(), refund_status: refundStateSchema });

export interface WechatNotifyKeys {
  mchid: string;
  apiV3Key: string;
  platformKeys: Record<string, KeyObject>;
}

export function verifyWechatNotify(
  keys: WechatNotifyKeys,
  notify: IncomingNotify,
  now: number,
): PaymentEvent {
  const timestamp = headerValue(notify.headers, 'Wechatpay-Timestamp');
  const nonce = headerValue(notify.headers, 'Wechatpay-Nonce');
  const serial = headerValue(notify.headers, 'Wechatpay-Serial');
  const signature = headerValue(notify.headers, 'Wechatpay-Signature');
  if (!timestamp || !nonce || !serial || !signature || !/^\d{1,12}$/.test(timestamp)) {
    throw new NotifyRefusedError('malformed', 'Wechatpay-* signature headers missing');
  }
  const key = Object.hasOwn(keys.platformKeys, serial) ? keys.platformKeys[serial] : undefined;
  if (!key) throw new NotifyRefusedError('unknown_key', `Wechatpay-Serial ${serial}`);
  let verified = false;
  try {
    verified = Rsa.verify(Formatter.response(timestamp, nonce, notify.rawBody), signature, key);
  } catch {
    verified = false;
  }
  if (!verified) throw new NotifyRefusedError('bad_signature', `serial ${serial}`);
  if (Math.abs(now - Number(timestamp) * 1000) > NOTIFY_MAX_AGE_MS) {
    throw new NotifyRefusedError('stale_timestamp', `Wechatpay-Timestamp ${timestamp}`);
  }

  const envelope = envelopeSchema.safeParse(parseJson(notify.rawBody));
  if (!envelope.success) throw new NotifyRefusedError('malformed', 'not a WeChat Pay notify body');
  const { event_type, resource } = envelope.data;
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new NotifyRefusedError('unsupported', `resource algorithm ${resource.algorithm}`);
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
    throw new NotifyRefusedError('undecryptable', `notify ${envelope.data.id}`);
  }
  const decrypted = parseJson(plaintext);

  if (event_type === 'TRANSACTION.SUCCESS') {
    const transaction = transactionSchema.safeParse(decrypted);
    if (!transaction.success)
      throw new NotifyRefusedError('malformed', 'transaction resource has the wrong shape');
    if (transaction.data.mchid !== keys.mchid) {
      throw new NotifyRefusedError('unsupported', `transaction of merchant ${transaction.data.mchid}`);
    }
    let status;
    try {
      status = paymentStatusOf(transaction.data);
    } catch (error) {
      throw new NotifyRefusedError('malformed', (error as Error).message);
    }
    if (status.state !== 'paid')
      throw new NotifyRefusedError('unsupported', `trade_state ${transaction.data.trade_state}`);
    const { state: _state, ...paid } = status;
    return { kind: 'payment', ...paid };
  }

  if (event_type.startsWith('REFUND.')) {
    const refund = refundResourceSchema.safeParse(decrypted);
    if (!refund.success) throw new NotifyRefusedError('malformed', 'refund resource has the wrong shape');
    if (refund.data.mchid !== keys.mchid) {
      throw new NotifyRefusedError('unsupported', `refund of merchant ${refund.data.mchid}`);
    }
    const status = refund.data.refund_status;
    if (status === 'PROCESSING')
      throw new NotifyRefusedError('unsupported', 'refund notify still processing');
    return {
      kind: 'refund',
      refund_no: refund.data.out_refund_no,
      order_no: refund.data.out_trade_no,
      amount: refund.data.amount.refund,
      refund_id: refund.data.refund_id,
      status: status === 'SUCCESS' ? 'success' : status === 'CLOSED' ? 'closed' : 'abnormal',
      succeeded_at:
        status === 'SUCCESS' && refund.data.success_time ? Date.parse(refund.data.success_time) : null,
    };
  }
  throw new NotifyRefusedError('unsupported', `event_type ${event_type}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotifyRefusedError('malformed', 'not JSON');
  }
}
