import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { PaymentProvider } from './payment-provider';
import { loadSandboxKey } from './sandbox/sandbox-key';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import { SandboxRepo } from './sandbox/sandbox-repo';
import { loadWechatPayKeys } from './wechat/wechat-pay-keys';
import { WechatPayProvider } from './wechat/wechat-pay-provider';

export * from './payment-provider';
export {
  CASHIER_PATH,
  SandboxPaymentProvider,
  type SandboxNotifyListener,
} from './sandbox/sandbox-payment-provider';
export { WechatPayProvider } from './wechat/wechat-pay-provider';

export interface PaymentProviders {
  /** The provider named by `PAYMENT_PROVIDER`. */
  provider: PaymentProvider;
  /** The same object when it is the sandbox (for the cashier's confirm route and refund notifies), else null. */
  sandbox: SandboxPaymentProvider | null;
}

/**
 * The provider named by `PAYMENT_PROVIDER`, built at start: with `wechat` a missing or unreadable key file
 * stops the server with an error naming its variable.
 */
export function createPaymentProviders(
  config: Pick<AppConfig, 'paymentProvider' | 'wechat' | 'dataDir'>,
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
): PaymentProviders {
  switch (config.paymentProvider) {
    case 'sandbox': {
      const sandbox = new SandboxPaymentProvider(
        new SandboxRepo(deps.db),
        loadSandboxKey(config.dataDir, deps.log),
        deps.clock,
        deps.log,
      );
      return { provider: sandbox, sandbox };
    }
    case 'wechat': {
      if (!config.wechat) throw new Error('PAYMENT_PROVIDER=wechat without the WECHAT_* settings');
      const provider = new WechatPayProvider(config.wechat, loadWechatPayKeys(config.wechat), deps.clock);
      return { provider, sandbox: null };
    }
  }
}
