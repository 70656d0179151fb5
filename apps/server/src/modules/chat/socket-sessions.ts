import type { FastifyBaseLogger } from 'fastify';
import type { SessionService, IdentifiedUser } from '../../core/auth/session-service';
import type { Clock } from '../../core/clock';

/**
 * How often an open socket's token is looked up again when nothing else did: a logout on another
 * instance, or a rotation that shortened the token's life, ends the socket within this time.
 */
export const SOCKET_SESSION_RECHECK_MS = 60_000;

/** The token a socket authenticated with, kept under watch until the socket ends. */
export interface SocketSession {
  /** True while the token is unexpired by the clock; past its expiry the socket is ended first. */
  live(): boolean;
  /** Looks the token up again; false (and the socket ended) when it is gone, expired or revoked. */
  recheck(): Promise<boolean>;
  /** The socket closed: stop watching. */
  stop(): void;
}

/**
 * Keeps each chat socket's token honest after authentication (PRODUCT §2, §9): nothing is pushed on a
 * socket whose token has expired, a logout in this process ends that user's sockets holding the revoked
 * tokens at once, and every token is looked up again at least every minute.
 */
export function createSocketSessions(deps: {
  sessions: SessionService;
  clock: Clock;
  log: FastifyBaseLogger;
  recheckMs?: number;
}) {
  const { sessions, clock, log, recheckMs = SOCKET_SESSION_RECHECK_MS } = deps;
  const byUser = new Map<number, Set<SocketSession>>();

  sessions.onRevoked((userId) => {
    for (const session of [...(byUser.get(userId) ?? [])]) void session.recheck();
  });

  function watch(input: { token: string; user: IdentifiedUser; end: () => void }): SocketSession {
    const { token, user } = input;
    let expiresAt = user.tokenExpiresAt;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;

    const mine = byUser.get(user.id) ?? new Set<SocketSession>();
    byUser.set(user.id, mine);

    function scheduleRecheck(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        session.recheck().catch((error: unknown) => {
          log.warn({ err: error }, 'chat socket token check failed');
          scheduleRecheck();
        });
      }, recheckMs);
      timer.unref();
    }

    function end(): void {
      if (ended) return;
      session.stop();
      input.end();
    }

    const session: SocketSession = {
      live() {
        if (clock.now() < expiresAt) return !ended;
        end();
        return false;
      },
      async recheck() {
        if (ended) return false;
        const current = await sessions.identify({ token });
        if (!current) {
          end();
          return false;
        }
        expiresAt = current.tokenExpiresAt;
        scheduleRecheck();
        return session.live();
      },
      stop() {
        ended = true;
        clearTimeout(timer);
        mine.delete(session);
        if (mine.size === 0 && byUser.get(user.id) === mine) byUser.delete(user.id);
      },
    };
    mine.add(session);
    scheduleRecheck();
    return session;
  }

  return { watch };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;
