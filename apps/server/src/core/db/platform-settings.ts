import type { Kysely } from 'kysely';
import './schema-service-orders';
import type { Database } from './schema';

/**
 * The numbers operators set, as rows of `platform_settings` (key → value as text), seeded by the migration
 * of the module that owns them. Each module names its keys and what a key without a row reads as.
 */
export function createPlatformSettings(db: Kysely<Database>) {
  return {
    async read<K extends string>(
      keys: readonly K[],
      missing: (key: K) => number,
    ): Promise<Record<K, number>> {
      const rows = await db
        .selectFrom('platform_settings')
        .select(['key', 'value'])
        .where('key', 'in', keys)
        .execute();
      const found = new Map(rows.map((row) => [row.key, Number(row.value)]));
      return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? missing(key)])) as Record<
        K,
        number
      >;
    },

    /** Writes the keys' numbers into their rows. */
    async save<K extends string>(keys: readonly K[], values: Readonly<Record<K, number>>, now: number) {
      for (const key of keys) {
        await db
          .updateTable('platform_settings')
          .set({ value: String(values[key]), updated_at: now })
          .where('key', '=', key)
          .execute();
      }
    },
  };
}
