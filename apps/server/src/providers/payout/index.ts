import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { loadSandboxKey } from '../payment/sandbox/sandbox-key';
import { ManualPayoutProvider } from './manual-payout-provider';
import type { PayoutProvider, PayoutProviderName } from './payout-provider';
import { SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';
import { SandboxPayoutRepo } from './sandbox/sandbox-payout-repo';

export * from './payout-provider';
export { ManualPayoutProvider } from './manual-payout-provider';
export { SANDBOX_CONFIRM_PATH, SandboxPayoutProvider } from './sandbox/sandbox-payout-provider';

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
  config: Pick<AppConfig, 'payoutProvider' | 'dataDir'>,
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
  config: Pick<AppConfig, 'payoutProvider' | 'dataDir'>,
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
): PayoutProvider {
  switch (config.payoutProvider) {
    case 'sandbox':
      return new SandboxPayoutProvider(
        new SandboxPayoutRepo(deps.db),
        loadSandboxKey(config.dataDir, deps.log),
        deps.clock,
      );
    case 'wechat':
      throw new Error(
        'PAYOUT_PROVIDER=wechat: the WeChat Pay 商家转账 provider (providers/payout/wechat) is not wired yet',
      );
  }
}
