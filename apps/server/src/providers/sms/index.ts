import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { ConsoleSmsProvider } from './console-sms-provider';
import type { SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms-provider';

export type { LatestCodeSource, SmsMessage, SmsProvider, SmsTemplateKey } from './sms-provider';
export { SMS_TEMPLATE_KEYS, SmsProviderError, SmsTemplateError } from './sms-provider';

/** The provider named by `SMS_PROVIDER` (config.ts has checked the chosen vendor's settings). */
export function createSmsProvider(
  config: Pick<AppConfig, 'smsProvider' | 'isProduction' | 'aliyunSms' | 'tencentSms'>,
  log: FastifyBaseLogger,
  clock: Clock,
): SmsProvider {
  switch (config.smsProvider) {
    case 'console':
      if (config.isProduction)
        log.warn('SMS_PROVIDER=console in production: no SMS is sent and no code is logged');
      return new ConsoleSmsProvider(log, clock, !config.isProduction);
    case 'aliyun':
      if (!config.aliyunSms) throw new Error('SMS_PROVIDER=aliyun without its settings');
      return new AliyunSmsProvider(config.aliyunSms, log);
    case 'tencent':
      if (!config.tencentSms) throw new Error('SMS_PROVIDER=tencent without its settings');
      return new TencentSmsProvider(config.tencentSms, log);
  }
}
