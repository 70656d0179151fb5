import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { createCounterRepo } from './counter-repo';

/** At most `limit` hits of `key` in a window of `windowMs` that starts with the first hit. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
  /**
   * Lockout: the hit that reaches the limit restarts the window, so the refusals after it last the whole
   * window (5 wrong passwords → 15 minutes from the 5th), not only what was left of it.
   */
  lockout?: boolean;
}

export interface RateVerdict {
  allowed: boolean;
  /** The hit's count in its window (above the limit when refused). */
  count: number;
  /** When the window ends (UTC epoch ms). */
  resetAt: number;
  /** How long until the window ends, from this hit (what a refusal tells the user to wait). */
  retryAfterMs: number;
}

/** Granted hits of `hitAll`, to take back when the action they were counted for did not happen. */
export interface RateHold {
  release(): Promise<void>;
}

/** A purge of ended windows rides along with about one hit in this many. */
const PURGE_EVERY = 200;

/**
 * Atomic rate limits in the database (docs/decisions.md): each hit is counted and checked by one
 * statement, so a parallel burst passes exactly `limit` hits on SQLite and PostgreSQL alike, across
 * instances. Windows start at a key's first hit and end `windowMs` later. Ended rows are purged now and
 * then on a hit; `purgeEnded` is there for a scheduler too.
 */
export function createRateLimiter(deps: { db: Kysely<Database>; clock: Clock; random?: () => number }) {
  const { clock } = deps;
  const counters = createCounterRepo(deps.db);
  const random = deps.random ?? Math.random;

  async function hit(rule: RateRule): Promise<RateVerdict> {
    const now = clock.now();
    if (random() < 1 / PURGE_EVERY) await counters.purgeEnded(now);
    const counted = await counters.hit({
      key: rule.key,
      windowMs: rule.windowMs,
      now,
      ...(rule.lockout ? { restartAt: rule.limit } : {}),
    });
    return {
      allowed: counted.count <= rule.limit,
      count: counted.count,
      resetAt: counted.expiresAt,
      retryAfterMs: Math.max(0, counted.expiresAt - now),
    };
  }

  /**
   * Counts one hit of every rule, in order, stopping at the first refusal; the hits granted before it are
   * taken back, so a request refused by one rule does not use up the others. Answers the refusing rule's
   * verdict (or null) and a hold on the granted hits.
   */
  async function hitAll(rules: readonly RateRule[]): Promise<{
    refused: { rule: RateRule; verdict: RateVerdict } | null;
    verdicts: RateVerdict[];
    hold: RateHold;
  }> {
    const granted: Array<{ rule: RateRule; verdict: RateVerdict }> = [];
    const hold: RateHold = {
      async release() {
        for (const { rule, verdict } of granted.splice(0)) {
          await counters.release({ key: rule.key, windowMs: rule.windowMs, expiresAt: verdict.resetAt });
        }
      },
    };
    for (const rule of rules) {
      const verdict = await hit(rule);
      if (!verdict.allowed) {
        await hold.release();
        return { refused: { rule, verdict }, verdicts: [], hold };
      }
      granted.push({ rule, verdict });
    }
    return { refused: null, verdicts: granted.map((entry) => entry.verdict), hold };
  }

  return {
    hit,
    hitAll,
    /** Forgets a key in every window. */
    reset: (key: string) => counters.reset(key),
    /** Deletes the counters of ended windows; answers how many (for the scheduler of PRODUCT §15). */
    purgeEnded: () => counters.purgeEnded(clock.now()),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
