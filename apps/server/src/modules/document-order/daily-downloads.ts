import type { Kysely } from 'kysely';
import '../../core/db/schema-rate-counters';
import type { Database } from '../../core/db/schema';
import { createCounterRepo } from '../../core/rate-limit/counter-repo';
import { documentSetting } from './document-settings';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The counter of one user's download links on the Asia/Shanghai day of `now` (a new key each day). */
const counterKey = (userId: number, now: number) =>
  `document_downloads:${userId}:${new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)}`;

/** The daily cap on download links (PRODUCT §12), every document counted, one atomic counter per user and day. */
export function createDailyDownloads(db: Kysely<Database>) {
  return {
    /** The cap operators set. */
    cap: () => documentSetting(db, 'document_daily_downloads'),

    /** How many links the user may still make today. */
    async leftToday(userId: number, now: number): Promise<number> {
      const cap = await documentSetting(db, 'document_daily_downloads');
      const row = await db
        .selectFrom('rate_counters')
        .select('count')
        .where('key', '=', counterKey(userId, now))
        .where('window_ms', '=', DAY_MS)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Math.max(0, cap - Number(row?.count ?? 0));
    },

    /**
     * Counts one link for the user today, atomically (parallel requests each see their own count): the
     * links left after it, or null when the cap was already reached (the hit is taken back).
     */
    async take(userId: number, now: number): Promise<number | null> {
      const cap = await documentSetting(db, 'document_daily_downloads');
      const counters = createCounterRepo(db);
      const key = counterKey(userId, now);
      const hit = await counters.hit({ key, windowMs: DAY_MS, now });
      if (hit.count <= cap) return cap - hit.count;
      await counters.release({ key, windowMs: DAY_MS, expiresAt: hit.expiresAt });
      return null;
    },
  };
}
