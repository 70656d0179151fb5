import { z } from 'zod';
import { NotifyRefusedError, type IncomingNotify, type PaymentEvent } from '../payment-provider';
import { openWechatNotify, type WechatNotifyKeys } from './wechat-notify-envelope';
import { paymentStatusOf, refundSchema, refundStateSchema, transactionSchema } from './wechat-pay-format';

/** WeChat Pay v3 payment and refund notifies: opened by wechat-notify-envelope.ts, then mapped. */

const refundResourceSchema = refundSchema.extend({ mchid: z.string(), refund_status: refundStateSchema });
/** A payment names the merchant and the app it was paid to: both must be ours (refunds name only the merchant). */
const transactionResourceSchema = transactionSchema.extend({ appid: z.string() });

export function verifyWechatNotify(
  keys: WechatNotifyKeys & { appId: string },
  notify: IncomingNotify,
  now: number,
): PaymentEvent {
  const { event_type, resource: decrypted } = openWechatNotify(keys, notify, now);

  if (event_type === 'TRANSACTION.SUCCESS') {
    const transaction = transactionResourceSchema.safeParse(decrypted);
    if (!transaction.success)
      throw new NotifyRefusedError('malformed', 'transaction resource has the wrong shape');
    if (transaction.data.mchid !== keys.mchid) {
      throw new NotifyRefusedError('unsupported', `transaction of merchant ${transaction.data.mchid}`);
    }
    if (transaction.data.appid !== keys.appId) {
      throw new NotifyRefusedError('unsupported', `transaction of app ${transaction.data.appid}`);
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
