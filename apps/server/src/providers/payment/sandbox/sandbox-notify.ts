import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  headerValue,
  NOTIFY_MAX_AGE_MS,
  NotifyRefusedError,
  type IncomingNotify,
  type PaymentEvent,
} from '../payment-provider';

/**
 * The sandbox's notify format, shaped like WeChat Pay's so it exercises the same checks: a JSON body
 * `{id, create_time, event_type, resource}` and three headers; the signature is base64
 * HMAC-SHA256(key, `timestamp\nnonce\nbody\n`) under the sandbox key. The timestamp is in seconds and must
 * be within 5 minutes of the verifier's clock.
 */
export const SANDBOX_HEADERS = {
  timestamp: 'Lawbridge-Sandbox-Timestamp',
  nonce: 'Lawbridge-Sandbox-Nonce',
  signature: 'Lawbridge-Sandbox-Signature',
} as const;

const fen = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const epochMs = z.number().int().nonnegative();

const paymentResource = z.object({
  order_no: z.string().min(1).max(64),
  transaction_id: z.string().min(1).max(64),
  amount: fen,
  paid_at: epochMs,
});

const refundResource = z.object({
  refund_no: z.string().min(1).max(64),
  order_no: z.string().min(1).max(64),
  refund_id: z.string().min(1).max(64),
  amount: fen,
  status: z.enum(['success', 'closed', 'abnormal']),
  succeeded_at: epochMs.nullable(),
});

const notifyBody = z.discriminatedUnion('event_type', [
  z.object({
    id: z.string(),
    create_time: epochMs,
    event_type: z.literal('TRANSACTION.SUCCESS'),
    resource: paymentResource,
  }),
  z.object({
    id: z.string(),
    create_time: epochMs,
    event_type: z.literal('REFUND.SUCCESS'),
    resource: refundResource,
  }),
]);

function sign(key: Buffer, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

/**
 * A body as the sandbox would POST it, with its signature headers (the payout sandbox signs its own bodies
 * the same way, under the same key).
 */
export function signSandboxBody(key: Buffer, rawBody: string, now: number): IncomingNotify {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.nonce]: nonce,
      [SANDBOX_HEADERS.signature]: sign(key, timestamp, nonce, rawBody),
    },
    rawBody,
  };
}

/** A signed notify for `event`, as the sandbox would POST it. */
export function signSandboxNotify(key: Buffer, event: PaymentEvent, now: number): IncomingNotify {
  const { kind, ...resource } = event;
  const rawBody = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: now,
    event_type: kind === 'payment' ? 'TRANSACTION.SUCCESS' : 'REFUND.SUCCESS',
    resource,
  });
  return signSandboxBody(key, rawBody, now);
}

/** Checks a sandbox body's signature and freshness, then parses its JSON; throws `NotifyRefusedError`. */
export function verifySandboxBody(key: Buffer, notify: IncomingNotify, now: number): unknown {
  const timestamp = headerValue(notify.headers, SANDBOX_HEADERS.timestamp);
  const nonce = headerValue(notify.headers, SANDBOX_HEADERS.nonce);
  const signature = headerValue(notify.headers, SANDBOX_HEADERS.signature);
  if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) {
    throw new NotifyRefusedError('malformed', 'sandbox signature headers missing');
  }
  const expected = Buffer.from(sign(key, timestamp, nonce, notify.rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new NotifyRefusedError('bad_signature', 'sandbox signature does not match');
  }
  if (Math.abs(now - Number(timestamp) * 1000) > NOTIFY_MAX_AGE_MS) {
    throw new NotifyRefusedError('stale_timestamp', `sandbox notify timestamp ${timestamp}`);
  }
  try {
    return JSON.parse(notify.rawBody);
  } catch {
    throw new NotifyRefusedError('malformed', 'sandbox notify body is not JSON');
  }
}

/** Checks the signature and freshness, then decodes the event; throws `NotifyRefusedError`. */
export function verifySandboxNotify(key: Buffer, notify: IncomingNotify, now: number): PaymentEvent {
  const json = verifySandboxBody(key, notify, now);
  const parsed = notifyBody.safeParse(json);
  if (!parsed.success) throw new NotifyRefusedError('malformed', 'sandbox notify body has the wrong shape');
  const body = parsed.data;
  return body.event_type === 'TRANSACTION.SUCCESS'
    ? { kind: 'payment', ...body.resource }
    : { kind: 'refund', ...body.resource };
}
