import type { FastifyBaseLogger } from 'fastify';
import type { IdentifiedUser, SessionService } from '../../core/auth/session-service';
import type { Clock } from '../../core/clock';
import type { RealtimeHub } from '../../core/realtime/hub';

/**
 * How often an open socket's token is looked up again when nothing asked for it: a rotation that
 * shortened the token's life, or a logout whose signal was lost, ends the socket within this time.
 */
export const SOCKET_SESSION_RECHECK_MS = 60_000;

/**
 * Sent through the hub to a user's sockets, on every instance, after one of the user's tokens was revoked:
 * each socket looks its own token up again. It never reaches a client.
 */
export const SESSION_CHECK_FRAME = '{"type":"session_check"}';

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
 * Keeps each chat socket's token honest after authentication (PRODUCT §2, §9) without a query per frame:
 * nothing is pushed or accepted on a socket past its token's expiry by the clock; a logout, on any
 * instance, tells the user's sockets through the hub to look their tokens up (so those holding the revoked
 * token end at once); and every token is looked up again at least once a minute.
 */
export function createSocketSessions(deps: {
  sessions: SessionService;
  hub: RealtimeHub;
  clock: Clock;
  log: FastifyBaseLogger;
  recheckMs?: number;
}) {
  const { sessions, hub, clock, log, recheckMs = SOCKET_SESSION_RECHECK_MS } = deps;

  sessions.onRevoked((userId) => {
    hub.publish([userId], SESSION_CHECK_FRAME).catch((error: unknown) => {
      log.warn({ err: error }, 'could not tell the sockets of a logout; their minute check will');
    });
  });

  function watch(input: { token: string; user: IdentifiedUser; end: () => void }): SocketSession {
    const { token } = input;
    let expiresAt = input.user.tokenExpiresAt;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;

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
      },
    };
    scheduleRecheck();
    return session;
  }

  return { watch };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;
