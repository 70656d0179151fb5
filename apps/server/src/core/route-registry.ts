import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { RouteAccess } from './auth/route-access';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route (but the HEAD twins of GETs), for the authorization and bad-input harnesses. */
    registeredRoutes(): RegisteredRoute[];
  }
}

/** Records every route registered from now on; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  // The options objects themselves: hooks of inner scopes (scopeAccess) complete them after this one runs.
  const recorded: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    recorded.push(route);
  });
  app.decorate('registeredRoutes', () =>
    recorded.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: route.url,
          access: route.config?.access,
          schema: route.schema,
        })),
    ),
  );
}
