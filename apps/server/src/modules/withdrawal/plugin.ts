import { WITHDRAWAL_LIFECYCLE } from '@lawbridge/contract';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { createPayoutProviders, type PayoutProviders } from '../../providers/payout';
import { createWithdrawalActions, withdrawalTimerKind } from './actions';
import { createConsoleWithdrawals, type ConsoleWithdrawals } from './console-service';
import { createLawyerWithdrawals, type LawyerWithdrawals } from './lawyer-service';
import { createPayouts, type Payouts } from './payouts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Withdrawals: the lawyers' side, the console's, and the payouts at the providers. */
    withdrawals: {
      lawyer: LawyerWithdrawals;
      console: ConsoleWithdrawals;
      payouts: Payouts;
      providers: PayoutProviders;
    };
  }
}

/** Open transfers are queried this often (a lost notify is caught within 5 minutes). */
const FOLLOW_EVERY_MS = 5 * 60_000;

/**
 * Withdrawals (PRODUCT §11) for the whole app: the payout providers, the lifecycle's timers (12 h reminder,
 * 24 h expiry), and the cluster job querying open transfers every 5 minutes (once across instances; it also
 * sends an approved bill that a crash left unsent, under its own number).
 */
export const withdrawalsPlugin = fp<{ clock: Clock; config: AppConfig }>(
  async (app, options) => {
    const { clock } = options;
    const providers = createPayoutProviders(options.config, { db: app.db, clock, log: app.log });
    const actions = createWithdrawalActions({ db: app.db, clock, notifier: app.notifier });
    const payouts = createPayouts({ db: app.db, clock, log: app.log, providers, actions });
    const consoleSide = createConsoleWithdrawals({ db: app.db, clock, actions, payouts });
    const lawyer = createLawyerWithdrawals({
      db: app.db,
      clock,
      payouts,
      providers,
      autoApprove: (row) => consoleSide.autoApprove(row),
    });
    for (const timer of WITHDRAWAL_LIFECYCLE.timers) {
      app.timers.handle(withdrawalTimerKind(timer.transition), (row) =>
        payouts.fireTimer({ id: row.ref_id, transition: timer.transition, timerId: row.id }),
      );
    }
    app.scheduler.every({
      name: 'payout-follow-up',
      scope: 'cluster',
      everyMs: FOLLOW_EVERY_MS,
      run: () => payouts.followOpenTransfers(),
    });
    app.decorate('withdrawals', { lawyer, console: consoleSide, payouts, providers });
  },
  { name: 'withdrawals', dependencies: ['db', 'timers'] },
);
