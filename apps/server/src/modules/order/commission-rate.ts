import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** The platform's commission in basis points (2000 = 20 %), copied onto every new order of any kind. */
export async function commissionRateBp(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'commission_rate_bp')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
