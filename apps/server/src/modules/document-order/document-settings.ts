import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** The document rules an order reads (migration 032; operators change them in the console). */
export type DocumentOrderSetting = 'document_commission_percent' | 'document_daily_downloads';

export async function documentSetting(db: Kysely<Database>, key: DocumentOrderSetting): Promise<number> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
