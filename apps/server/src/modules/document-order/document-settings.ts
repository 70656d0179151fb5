import type { Kysely } from 'kysely';
import { createPlatformSettings } from '../../core/db/platform-settings';
import type { Database } from '../../core/db/schema';

/** The document rules an order reads (migration 032; operators change them in the console). */
export type DocumentOrderSetting = 'document_commission_percent' | 'document_daily_downloads';

export async function documentSetting(db: Kysely<Database>, key: DocumentOrderSetting): Promise<number> {
  const settings = await createPlatformSettings(db).read([key], () => {
    throw new Error(`platform_settings has no ${key} (migration 032)`);
  });
  return settings[key];
}
