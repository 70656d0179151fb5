import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route; every API route declares one (`config: { access }`), and the authorization
 * matrix test calls every route as every kind of caller to prove it.
 * - `public`: anyone; no token is read.
 * - `optional`: anyone; a valid user token makes the user known (e.g. an owner sees their own disabled page).
 * - `user`: a signed-in user (`x-token`), else code 2.
 * - `lawyer`: a signed-in certified lawyer; code 2 without a user, code 7 `无权操作` for other users.
 * - `owner`: a signed-in user acting on an object that must be their own; the service refuses others' objects
 *   with code 7 `无权操作` (revealing nothing about whether the object exists).
 * - `operator`: console staff (`x-operator-token`), else code 2; given by the console scope to all its routes.
 */
export type RouteAccess = 'public' | 'optional' | 'user' | 'lawyer' | 'owner' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Whether a route's access needs a signed-in user before its handler runs. */
export const needsUser = (access: RouteAccess | undefined): boolean =>
  access === 'user' || access === 'lawyer' || access === 'owner';

/**
 * Gives every route registered in this scope (and its children) the access `access`; a route in the
 * scope that declares another access stops the server at start, so a console route can never be public.
 */
export function scopeAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (declared !== undefined && declared !== access) {
      throw new Error(
        `${route.method} ${route.url} declares access '${declared}' inside a '${access}' scope`,
      );
    }
    route.config = { ...route.config, access };
  });
}
