import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a shutdown may take before the process exits anyway, under the 30 s an orchestrator waits
 * before SIGKILL: in-flight requests, the jobs in progress and the connections' closing get this long. A
 * Word conversion may run up to 60 s; one cut short is taken again by any instance once its lease ends.
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

export interface ClosableApp {
  close(): Promise<unknown>;
  log: FastifyBaseLogger;
  server: { getConnections(callback: (error: Error | null, count: number) => void): void };
}

export interface ShutdownOptions {
  deadlineMs?: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

function openConnections(app: ClosableApp): Promise<number | null> {
  return new Promise((resolve) => {
    app.server.getConnections((error, count) => resolve(error ? null : count));
  });
}

/**
 * On SIGINT or SIGTERM: closes the app (hooks, jobs, connections) and exits 0, or 1 when closing fails.
 * A close still pending at the deadline is logged with what holds it (open connections, the process's
 * active handles) and the process exits 1: a stuck shutdown must neither hang a deploy nor go unexplained.
 * Returns the handler, for tests.
 */
export function closeOnSignals(app: ClosableApp, options: ShutdownOptions = {}): (signal: string) => void {
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      void openConnections(app).then((connections) => {
        app.log.error(
          { deadlineMs, connections, activeResources: process.getActiveResourcesInfo() },
          'shutdown did not finish in time; exiting',
        );
        exit(1);
      });
    }, deadlineMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of options.signals ?? (['SIGINT', 'SIGTERM'] as const)) process.on(signal, shutDown);
  return shutDown;
}
