import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import {
  NotifyRefusedError,
  type IncomingNotify,
  type NotifyAnswer,
  type PaymentProvider,
} from '../../providers/payment';
import { sceneOfOrderNo, type PayableScenes } from './payable-scenes';
import type { Refunds } from './refunds';

/**
 * One path for every payment notification, real or sandbox (PRODUCT §8): verify it with the provider,
 * apply it to the order exactly once, and answer the way the provider expects. A refused or unrecorded
 * notify answers failure, so the provider sends it again.
 */
export function createNotifyHandler(deps: {
  provider: PaymentProvider;
  scenes: PayableScenes;
  refunds: Refunds;
  log: FastifyBaseLogger;
}) {
  return async function handleNotify(notify: IncomingNotify): Promise<NotifyAnswer> {
    try {
      const event = await deps.provider.verifyNotify(notify);
      if (event.kind === 'payment') {
        await sceneOfOrderNo(deps.scenes, event.order_no).recordPayment({
          orderNo: event.order_no,
          amount: event.amount,
          providerTxn: event.transaction_id,
        });
      } else {
        await deps.refunds.applyNotify(event);
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
