import type { WithdrawalSettings } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { createPlatformSettings } from '../../core/db/platform-settings';
import type { Database } from '../../core/db/schema';

/** The withdrawal rules as migration 029 seeded them; operators change them in the console. */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  withdrawal_min_fen: 100,
  withdrawal_daily_cap_fen: 5_000_000,
  withdrawal_second_approval_fen: 500_000,
  withdrawal_auto_approve_below_fen: 0,
};

const KEYS = Object.keys(DEFAULT_WITHDRAWAL_SETTINGS) as Array<keyof WithdrawalSettings>;

/** The withdrawal rules in `platform_settings`. */
export function createWithdrawalSettingsRepo(db: Kysely<Database>) {
  const settings = createPlatformSettings(db);
  return {
    read: (): Promise<WithdrawalSettings> => settings.read(KEYS, (key) => DEFAULT_WITHDRAWAL_SETTINGS[key]),
    save: (values: WithdrawalSettings, now: number) => settings.save(KEYS, values, now),
  };
}
