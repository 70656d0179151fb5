import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { ConsoleSmsProvider } from './console-sms-provider';

export type { LatestCodeSource, SmsProvider } from './sms-provider';

/** The provider named by `SMS_PROVIDER` (config refuses vendors that are not implemented yet). */
export function createSmsProvider(
  config: Pick<AppConfig, 'smsProvider' | 'isProduction'>,
  log: FastifyBaseLogger,
  clock: Clock,
) {
  switch (config.smsProvider) {
    case 'console':
      if (config.isProduction)
        log.warn('SMS_PROVIDER=console in production: no SMS is sent and no code is logged');
      return new ConsoleSmsProvider(log, clock, !config.isProduction);
  }
}
