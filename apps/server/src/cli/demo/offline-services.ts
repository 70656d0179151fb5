import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createLogger } from '../../core/logger';
import { createLocalHub } from '../../core/realtime/hub';
import { createNotifier } from '../../modules/notification/notifier';
import { createRefunds } from '../../modules/payment/refunds';
import { createReviewService } from '../../modules/review/service';
import { createServiceOrderService } from '../../modules/service-order/service';
import { createPaymentProviders } from '../../providers/payment';

/**
 * The order and review services for data written while no server runs (the demo history, the chat
 * benchmark's orders): payments in the sandbox, notices kept like real ones but with nobody connected to
 * be told and no SMS (they would have gone long ago), no directory cache to refresh.
 */
export function offlineServices(db: Kysely<Database>, options: { clock: Clock; dataDir: string }) {
  const { clock, dataDir } = options;
  const log = createLogger('silent');
  const payments = createPaymentProviders(
    { paymentProvider: 'sandbox', wechat: null, dataDir },
    { db, clock, log },
  );
  const refunds = createRefunds({ db, provider: payments.provider, clock, log });
  const notifier = createNotifier({ db, hub: createLocalHub(), outbox: null });
  const directory = { invalidate: () => undefined };
  return {
    orders: createServiceOrderService({
      db,
      clock,
      payments: { provider: payments.provider, refunds },
      notifier,
      directory,
    }),
    reviews: createReviewService({ db, clock, directory, notifier }),
  };
}
