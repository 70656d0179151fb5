import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import {
  NotifyRefusedError,
  type IncomingNotify,
  type NotifyAnswer,
  type PaymentProvider,
} from '../../providers/payment';
import type { ServiceOrderService } from '../service-order/service';

/**
 * One path for every payment notification, real or sandbox (PRODUCT §8): verify it with the provider,
 * apply it to the order exactly once, and answer the way the provider expects. A refused or unrecorded
 * notify answers failure, so the provider sends it again.
 */
export function createNotifyHandler(deps: {
  provider: PaymentProvider;
  orders: ServiceOrderService;
  log: FastifyBaseLogger;
}) {
  return async function handleNotify(notify: IncomingNotify): Promise<NotifyAnswer> {
    try {
      const event = await deps.provider.verifyNotify(notify);
      if (event.kind === 'payment') {
        await deps.orders.recordPayment({
          orderNo: event.order_no,
          amount: event.amount,
          providerTxn: event.transaction_id,
        });
      } else {
        deps.log.info({ refund: { refund_no: event.refund_no, status: event.status } }, 'refund notify');
      }
      return deps.provider.notifyAnswer('accepted');
    } catch (error) {
      const reason =
        error instanceof NotifyRefusedError
          ? error.reason
          : error instanceof AppError
            ? error.userMessage
            : 'error';
      deps.log.warn({ err: error, reason }, 'payment notify refused');
      return deps.provider.notifyAnswer('refused');
    }
  };
}

export type NotifyHandler = ReturnType<typeof createNotifyHandler>;
