import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payment';
import { createRefundIssuer, type RefundIssuer } from '../payment/refund-issuer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of this server and how committed refunds go back through it. */
    payments: PaymentProviders & { issueRefund: RefundIssuer };
  }
}

/** One payment provider for the whole app, shared by the customers' routes and the console. */
export const paymentsPlugin = fp<{ clock: Clock; config: AppConfig }>(
  async (app, options) => {
    const payments = createPaymentProviders(options.config, {
      db: app.db,
      clock: options.clock,
      log: app.log,
    });
    const issueRefund = createRefundIssuer({
      db: app.db,
      provider: payments.provider,
      clock: options.clock,
      log: app.log,
    });
    app.decorate('payments', { ...payments, issueRefund });
  },
  { name: 'payments', dependencies: ['db'] },
);
