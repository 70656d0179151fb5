import type { FastifyBaseLogger } from 'fastify';

/** One dependency an instance needs to serve: it resolves when the dependency answers, rejects otherwise. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export interface ReadinessReport {
  ready: boolean;
  /** Names of the dependencies that did not answer in time. */
  failing: string[];
}

/** A dependency that has not answered within this time counts as down. */
export const CHECK_TIMEOUT_MS = 3000;
/** How often the gate looks at the dependencies on its own. */
export const WATCH_EVERY_MS = 2000;
/** Consecutive failed looks before the gate closes (one slow answer on a busy machine is no outage). */
export const FAILURES_TO_CLOSE = 2;

function withinTimeout(check: ReadinessCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    check.check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Whether this instance can serve (PRODUCT §18): its database, Redis (when configured) and file storage
 * answer, and it is not shutting down. `/readyz` asks afresh; the gate (`isOpen`) is kept by a watch
 * every 2 s and closes after two failed looks in a row, opening again at the first good one. A proxy in
 * front sends nothing to an instance whose gate is closed (it answers 503, nginx tries the next one).
 */
export function createReadiness(log: FastifyBaseLogger) {
  const checks: ReadinessCheck[] = [];
  let failedLooks = 0;
  let draining = false;
  let watch: NodeJS.Timeout | null = null;
  const listeners: Array<(open: boolean) => void> = [];

  async function report(): Promise<ReadinessReport> {
    const results = await Promise.allSettled(checks.map(withinTimeout));
    const failing = checks.filter((_check, index) => results[index]!.status === 'rejected');
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.warn({ dependency: checks[index]!.name, err: result.reason }, 'dependency not ready');
      }
    }
    return { ready: !draining && failing.length === 0, failing: failing.map((check) => check.name) };
  }

  const isOpen = () => !draining && failedLooks < FAILURES_TO_CLOSE;

  async function look(): Promise<void> {
    const wasOpen = isOpen();
    const { failing } = await report();
    failedLooks = failing.length === 0 ? 0 : failedLooks + 1;
    if (wasOpen !== isOpen()) {
      log.warn({ open: isOpen(), failing }, isOpen() ? 'instance ready again' : 'instance not ready');
      for (const listener of listeners) listener(isOpen());
    }
  }

  return {
    /** Adds a dependency; every module that owns one registers it while the app is built. */
    add(check: ReadinessCheck): void {
      checks.push(check);
    },
    report,
    isOpen,
    /** Called when the gate opens or closes (sockets are told to reconnect elsewhere when it closes). */
    onChange(listener: (open: boolean) => void): void {
      listeners.push(listener);
    },
    start(): void {
      watch ??= setInterval(() => void look(), WATCH_EVERY_MS);
      watch.unref();
    },
    /** Shutting down: not ready from now on, whatever the dependencies say. */
    drain(): void {
      if (draining) return;
      draining = true;
      for (const listener of listeners) listener(false);
    },
    stop(): void {
      if (watch) clearInterval(watch);
      watch = null;
    },
    /** Runs one look now (tests). */
    look,
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
