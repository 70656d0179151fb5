import { NEW_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { createSessionService, type AuthUser, type SessionService } from './session-service';
import { createTokenRepo } from './token-repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'user'`: the route needs a logged-in user (`x-token`); otherwise code 2.
     * `'optional'`: a public route that recognises a logged-in user; a missing or stale token is anonymous.
     */
    auth?: 'user' | 'optional';
  }
  interface FastifyRequest {
    /** Set by the auth hook on routes declaring `config: { auth: 'user' }` (or `'optional'`, when logged in). */
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

/** The logged-in user of a route declared with `config: { auth: 'user' }`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.token('route did not run the user auth hook');
  return request.user;
}

/**
 * Checks the token before the body is read, on every route that declares `config: { auth }`,
 * and hands a rotated token back in the `new-token` header.
 */
export const authPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    const sessions = createSessionService({ repo: createTokenRepo(app.db), clock: options.clock });
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      const mode = request.routeOptions.config.auth;
      if (!mode) return;
      const token = tokenFromRequest(request);
      const session = token ? await sessions.authenticate({ token }) : null;
      if (!session) {
        if (mode === 'user') throw AppError.token();
        return;
      }
      request.user = session.user;
      if (session.rotated) reply.header(NEW_TOKEN_HEADER, session.rotated.token);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
