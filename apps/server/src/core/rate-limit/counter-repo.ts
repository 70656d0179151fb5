import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/schema-rate-counters';

/** One counted hit: the count in the window it fell into, and when that window ends. */
export interface CounterHit {
  count: number;
  expiresAt: number;
}

const bigint = (value: number) => sql<number>`cast(${value} as bigint)`;

/** The only SQL of the rate limits; every statement is a single atomic one on both engines. */
export function createCounterRepo(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit of `key` in its window of `windowMs` and answers the new count, in one
     * `INSERT … ON CONFLICT … DO UPDATE … RETURNING`: the row lock (PostgreSQL) or the single writer
     * (SQLite) serialises parallel hits, so each sees its own count. A hit after the window ended starts
     * a new window at 1. With `restartAt`, the hit whose count reaches it starts the window again from
     * now (a lockout lasts the whole window after the last allowed hit).
     */
    async hit(input: {
      key: string;
      windowMs: number;
      now: number;
      restartAt?: number;
    }): Promise<CounterHit> {
      const { key, windowMs, now } = input;
      const ended = sql<boolean>`rate_counters.expires_at <= ${bigint(now)}`;
      const restarts =
        input.restartAt === undefined
          ? sql<boolean>`${ended}`
          : sql<boolean>`(${ended} or rate_counters.count + 1 = ${input.restartAt})`;
      const row = await db
        .insertInto('rate_counters')
        .values({ key, window_ms: windowMs, count: 1, expires_at: now + windowMs })
        .onConflict((oc) =>
          oc.columns(['key', 'window_ms']).doUpdateSet({
            count: sql<number>`case when ${ended} then 1 else rate_counters.count + 1 end`,
            expires_at: sql<number>`case when ${restarts} then ${bigint(now + windowMs)} else rate_counters.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), expiresAt: Number(row.expires_at) };
    },

    /** Takes back one hit, unless its window has ended and a new one begun since. */
    async release(input: { key: string; windowMs: number; expiresAt: number }): Promise<void> {
      await db
        .updateTable('rate_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', input.key)
        .where('window_ms', '=', input.windowMs)
        .where('expires_at', '=', input.expiresAt)
        .where('count', '>', 0)
        .execute();
    },

    /** Forgets `key` in every window (e.g. a successful login clears its failures). */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_counters').where('key', '=', key).execute();
    },

    /** Deletes the counters whose window ended at or before `now`; answers how many. */
    async purgeEnded(now: number): Promise<number> {
      const result = await db.deleteFrom('rate_counters').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CounterRepo = ReturnType<typeof createCounterRepo>;
