import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { TimerRow } from '../db/schema-money-core';
import { createTimerRepo } from './timer-repo';

/** Does a timer's work; resolves when it is done (or no longer needed), throws to be retried later. */
export type TimerHandler = (timer: TimerRow) => Promise<void>;

/**
 * Thrown by a handler whose work is waiting on someone else (a refund the provider is still processing):
 * tried again later with the same backoff, logged as information rather than as a failure.
 */
export class TimerNotYet extends Error {
  override name = 'TimerNotYet';
}

const CLAIM_BATCH = 50;
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Retry after 30 s, doubling per attempt, at most an hour apart. */
export const retryDelay = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/**
 * Works due timers: claims them atomically, runs the handler registered for each kind, marks each done,
 * or logs the failure and retries it later with backoff. A timer that fell due while the server was down
 * is simply due at the next run.
 */
export function createTimerWorker(deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger }) {
  const handlers = new Map<string, TimerHandler>();
  const repo = createTimerRepo(deps.db);

  function handle(kind: string, handler: TimerHandler): void {
    if (handlers.has(kind)) throw new Error(`timer kind ${kind} has two handlers`);
    handlers.set(kind, handler);
  }

  async function work(timer: TimerRow): Promise<void> {
    const handler = handlers.get(timer.kind);
    try {
      if (!handler) throw new Error(`no handler for timer kind ${timer.kind}`);
      await handler(timer);
      await repo.finish(timer.id, deps.clock.now());
      deps.log.debug({ timer: { id: timer.id, kind: timer.kind } }, 'timer done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const about = { timer: { id: timer.id, kind: timer.kind, attempts: timer.attempts } };
      if (error instanceof TimerNotYet)
        deps.log.info({ ...about, reason: message }, 'timer waits; trying later');
      else deps.log.error({ err: error, ...about }, 'timer failed; retrying later');
      await repo.retryLater(timer.id, message, deps.clock.now() + retryDelay(timer.attempts));
    }
  }

  /** Claims and works every due timer; returns how many it worked. */
  async function runDue(): Promise<number> {
    let worked = 0;
    for (;;) {
      const claimed = await repo.claimDue(deps.clock.now(), CLAIM_BATCH, LEASE_MS);
      for (const timer of claimed) await work(timer);
      worked += claimed.length;
      if (claimed.length < CLAIM_BATCH) return worked;
    }
  }

  return { handle, runDue };
}

export type TimerWorker = ReturnType<typeof createTimerWorker>;
