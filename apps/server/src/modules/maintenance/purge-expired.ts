import fp from 'fastify-plugin';
import type { Clock } from '../../core/clock';
import { createTokenRepo } from '../../core/auth/token-repo';
import { createCounterRepo } from '../../core/rate-limit/counter-repo';
import { createAuthRepo } from '../auth/repo';
import { createOperatorRepo } from '../operator/repo';

const HOUR = 60 * 60_000;
/** SMS codes live 5 minutes; a day more keeps recent ones for support questions. */
const SMS_CODE_KEEP_MS = 24 * HOUR;
/** Partner SSO payloads are accepted within 5 minutes; their digests guard replays that long. */
const PARTNER_NONCE_KEEP_MS = HOUR;

/**
 * Hourly (PRODUCT §15): deletes what can never be used again — expired SMS codes, user tokens and
 * operator sessions, ended rate-limit windows, old partner nonces. Once an hour across all instances.
 */
export const purgeExpiredPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    const { clock } = options;
    app.scheduler.every({
      name: 'purge-expired',
      scope: 'cluster',
      everyMs: HOUR,
      run: async () => {
        const now = clock.now();
        const auth = createAuthRepo(app.db);
        const purged = {
          sms_codes: await auth.deleteSmsCodesExpiredBefore(now - SMS_CODE_KEEP_MS),
          user_tokens: await createTokenRepo(app.db).deleteAllExpired(now),
          operator_sessions: await createOperatorRepo(app.db).deleteAllExpiredSessions(now),
          rate_counters: await createCounterRepo(app.db).purgeEnded(now),
        };
        await auth.deletePartnerNoncesBefore(now - PARTNER_NONCE_KEEP_MS);
        app.log.info({ purged }, 'expired rows purged');
        return purged;
      },
    });
  },
  { name: 'purge-expired', dependencies: ['db', 'scheduler'] },
);
