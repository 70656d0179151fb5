import type { Selectable } from 'kysely';

/**
 * Table types of migration 007 (rate-limit counters). They join the `Database` interface of ./schema
 * by declaration merging.
 */
export interface RateCountersTable {
  /** What is limited, e.g. `sms:phone:13800000000`. */
  key: string;
  /** The window's length; one key may be counted over several windows. */
  window_ms: number;
  /** Hits in the current window, refused ones included. */
  count: number;
  /** UTC epoch ms when the current window ends; the next hit after it starts a new one. */
  expires_at: number;
}

declare module './schema' {
  interface Database {
    rate_counters: RateCountersTable;
  }
}

export type RateCounterRow = Selectable<RateCountersTable>;
