import { NEW_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { needsUser } from './route-access';
import { createSessionService, type AuthUser, type SessionService } from './session-service';
import { createTokenRepo } from './token-repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on routes whose access needs a user (or is `'optional'`, when logged in). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** The `x-token` header when it is a single non-empty value. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const value = request.headers[TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The signed-in user of a route whose access needs one (`user`, `lawyer`, `owner`). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.token('route did not run the user auth hook');
  return request.user;
}

/**
 * Enforces each route's declared access (route-access.ts) before the body is read: a user token for
 * `user`, `owner` and `lawyer` (code 2 without one), a certified lawyer for `lawyer` (code 7 otherwise),
 * the user if any for `optional`; hands a rotated token back in the `new-token` header.
 */
export const authPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    const sessions = createSessionService({ repo: createTokenRepo(app.db), clock: options.clock });
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access !== 'optional' && !needsUser(access)) return;
      const token = tokenFromRequest(request);
      const session = token ? await sessions.authenticate({ token }) : null;
      if (!session) {
        if (needsUser(access)) throw AppError.token();
        return;
      }
      if (access === 'lawyer' && !session.user.isLawyer) throw AppError.forbidden('not a certified lawyer');
      request.user = session.user;
      if (session.rotated) reply.header(NEW_TOKEN_HEADER, session.rotated.token);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
