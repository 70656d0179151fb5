import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { signSandboxBody, verifySandboxBody } from '../../payment/sandbox/sandbox-notify';
import { NotifyRefusedError } from '../../payment/payment-provider';
import { PayoutNotifyRefusedError, type IncomingPayoutNotify } from '../payout-provider';

/**
 * The payout sandbox's notify, shaped like WeChat Pay's `MCHTRANSFER.BILL.FINISHED`: `{id, create_time,
 * event_type, resource: {out_bill_no}}`, signed like the payment sandbox's notifies under the same key. It only
 * names the bill: the handler queries the bill for its state.
 */
const notifyBody = z.object({
  id: z.string(),
  create_time: z.number().int().nonnegative(),
  event_type: z.literal('MCHTRANSFER.BILL.FINISHED'),
  resource: z.object({ out_bill_no: z.string().min(1).max(32) }),
});

export function signPayoutNotify(key: Buffer, billNo: string, now: number): IncomingPayoutNotify {
  const rawBody = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: now,
    event_type: 'MCHTRANSFER.BILL.FINISHED',
    resource: { out_bill_no: billNo },
  });
  return signSandboxBody(key, rawBody, now);
}

/** The bill a verified notify names; throws `PayoutNotifyRefusedError`. */
export function verifyPayoutNotify(
  key: Buffer,
  notify: IncomingPayoutNotify,
  now: number,
): { bill_no: string } {
  let json: unknown;
  try {
    json = verifySandboxBody(key, notify, now);
  } catch (error) {
    if (!(error instanceof NotifyRefusedError)) throw error;
    const reason =
      error.reason === 'bad_signature' || error.reason === 'stale_timestamp' ? error.reason : 'malformed';
    throw new PayoutNotifyRefusedError(reason, error.message);
  }
  const parsed = notifyBody.safeParse(json);
  if (!parsed.success)
    throw new PayoutNotifyRefusedError('malformed', 'sandbox payout notify has the wrong shape');
  return { bill_no: parsed.data.resource.out_bill_no };
}
