import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { AliyunCallProvider } from './aliyun-call-provider';
import type { CallProvider } from './call-provider';
import { SandboxCallProvider } from './sandbox-call-provider';

export type { CallBindingMade, CallNotice, CallProvider } from './call-provider';
export { CallNotifyRefused, CallProviderError } from './call-provider';

/** The provider named by `CALL_PROVIDER` (config.ts has checked the vendor's settings). */
export function createCallProvider(
  config: Pick<AppConfig, 'callProvider' | 'aliyunCall'>,
  log: FastifyBaseLogger,
): CallProvider {
  switch (config.callProvider) {
    case 'sandbox':
      return new SandboxCallProvider(log);
    case 'aliyun':
      if (!config.aliyunCall) throw new Error('CALL_PROVIDER=aliyun without its settings');
      return new AliyunCallProvider(config.aliyunCall, log);
  }
}
