import type { WithdrawalSettings } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import '../../core/db/schema-service-orders';

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
  return {
    async read(): Promise<WithdrawalSettings> {
      const rows = await db
        .selectFrom('platform_settings')
        .select(['key', 'value'])
        .where('key', 'in', KEYS)
        .execute();
      const settings = { ...DEFAULT_WITHDRAWAL_SETTINGS };
      for (const row of rows) settings[row.key as keyof WithdrawalSettings] = Number(row.value);
      return settings;
    },

    async save(settings: WithdrawalSettings, now: number): Promise<void> {
      for (const key of KEYS) {
        await db
          .updateTable('platform_settings')
          .set({ value: String(settings[key]), updated_at: now })
          .where('key', '=', key)
          .execute();
      }
    },
  };
}
