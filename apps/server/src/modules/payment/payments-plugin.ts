import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payment';
import { createRefunds, REFUND_TIMER_KIND, type Refunds } from './refunds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of this server and the refunds sent back through it. */
    payments: PaymentProviders & { refunds: Refunds };
  }
}

/** One payment provider for the whole app, shared by the customers' routes, the console and the timers. */
export const paymentsPlugin = fp<{ clock: Clock; config: AppConfig }>(
  async (app, options) => {
    const payments = createPaymentProviders(options.config, {
      db: app.db,
      clock: options.clock,
      log: app.log,
    });
    const refunds = createRefunds({
      db: app.db,
      provider: payments.provider,
      clock: options.clock,
      log: app.log,
    });
    app.timers.handle(REFUND_TIMER_KIND, (timer) => refunds.reconcile(timer.ref_id));
    app.decorate('payments', { ...payments, refunds });
  },
  { name: 'payments', dependencies: ['db', 'timers'] },
);
