import type { DocumentSettings } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

const KEYS = [
  'document_price_min_fen',
  'document_price_max_fen',
  'document_commission_percent',
  'document_daily_downloads',
] as const satisfies ReadonlyArray<keyof DocumentSettings>;

/** The document rules in `platform_settings` (seeded by migration 032; operators change them in the console). */
export function createDocumentSettingsRepo(db: Kysely<Database>) {
  return {
    async read(): Promise<DocumentSettings> {
      const rows = await db
        .selectFrom('platform_settings')
        .select(['key', 'value'])
        .where('key', 'in', KEYS)
        .execute();
      const value = (key: (typeof KEYS)[number]) => {
        const row = rows.find((candidate) => candidate.key === key);
        if (!row) throw new Error(`platform_settings has no ${key} (migration 032)`);
        return Number(row.value);
      };
      return {
        document_price_min_fen: value('document_price_min_fen'),
        document_price_max_fen: value('document_price_max_fen'),
        document_commission_percent: value('document_commission_percent'),
        document_daily_downloads: value('document_daily_downloads'),
      };
    },

    async save(settings: DocumentSettings, now: number): Promise<void> {
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
