import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { loadSandboxKey } from '../payment/sandbox/sandbox-key';
import { loadWechatPayKeys } from '../payment/wechat/wechat-pay-keys';
import { ManualPayoutProvider } from './manual-payout-provider';
import type { PayoutProvider, PayoutProviderName } from './payout-provider';
import { SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';
import { SandboxPayoutRepo } from './sandbox/sandbox-payout-repo';
import { WechatPayoutProvider } from './wechat';

export * from './payout-provider';
export { ManualPayoutProvider } from './manual-payout-provider';
export { SANDBOX_CONFIRM_PATH, SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';
export { WechatPayoutProvider } from './wechat';

export interface PayoutProviders {
  /** Who pays 微信零钱: the one `PAYOUT_PROVIDER` names. */
  wechat: PayoutProvider;
  /** Who pays 对公转账 to the law firm: always `manual`. */
  bank: ManualPayoutProvider;
  /** The same object as `wechat` when it is the sandbox (for the 模拟确认收款 route), else null. */
  sandbox: SandboxPayoutProvider | null;
  /** The provider a withdrawal was sent to, by its recorded name; null for a name this server does not run. */
  byName(name: string): PayoutProvider | null;
}

/** The payout providers of this server, built at start. */
export function createPayoutProviders(
  config: Pick<AppConfig, 'payoutProvider' | 'dataDir' | 'wechat' | 'wechatTransfer'>,
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
): PayoutProviders {
  const bank = new ManualPayoutProvider();
  const wechat = walletProvider(config, deps);
  const byName: Partial<Record<PayoutProviderName, PayoutProvider>> = {
    [wechat.name]: wechat,
    manual: bank,
  };
  return {
    wechat,
    bank,
    sandbox: wechat instanceof SandboxPayoutProvider ? wechat : null,
    byName: (name) => byName[name as PayoutProviderName] ?? null,
  };
}

function walletProvider(
  config: Pick<AppConfig, 'payoutProvider' | 'dataDir' | 'wechat' | 'wechatTransfer'>,
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
): PayoutProvider {
  switch (config.payoutProvider) {
    case 'sandbox':
      return new SandboxPayoutProvider(
        new SandboxPayoutRepo(deps.db),
        loadSandboxKey(config.dataDir, deps.log),
        deps.clock,
      );
    case 'wechat': {
      if (!config.wechat || !config.wechatTransfer) {
        throw new Error('PAYOUT_PROVIDER=wechat without the WECHAT_* and WECHAT_TRANSFER_* settings');
      }
      return new WechatPayoutProvider(
        config.wechat,
        config.wechatTransfer,
        loadWechatPayKeys(config.wechat),
        deps.clock,
      );
    }
  }
}
