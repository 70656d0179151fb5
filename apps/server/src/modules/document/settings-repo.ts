import type { DocumentSettings } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { createPlatformSettings } from '../../core/db/platform-settings';
import type { Database } from '../../core/db/schema';

const KEYS = [
  'document_price_min_fen',
  'document_price_max_fen',
  'document_commission_percent',
  'document_daily_downloads',
] as const satisfies ReadonlyArray<keyof DocumentSettings>;

/** Migration 032 seeds every document rule: one missing is a broken database, never a default. */
function missing(key: string): never {
  throw new Error(`platform_settings has no ${key} (migration 032)`);
}

/** The document rules in `platform_settings` (seeded by migration 032; operators change them in the console). */
export function createDocumentSettingsRepo(db: Kysely<Database>) {
  const settings = createPlatformSettings(db);
  return {
    read: (): Promise<DocumentSettings> => settings.read(KEYS, missing),
    save: (values: DocumentSettings, now: number) => settings.save(KEYS, values, now),
  };
}
