import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/core/auth/route-access';
import type { RegisteredRoute } from '../../src/core/route-registry';
import { apiRoutes, concreteUrl, useSignedInApp, type CallerName } from './harness-callers';
import { createOwnedObjects, OWNED_REQUESTS, type OwnedObjects } from './owned-objects';

type Outcome = 'allowed' | 'token refused (2)' | 'forbidden (7)';

const SIGNED_IN_USERS: readonly CallerName[] = ['customer', 'otherCustomer', 'lawyer', 'otherLawyer'];

/** What each kind of caller must get from a route of each access (route-access.ts). */
function expectedOutcome(access: RouteAccess, caller: CallerName, owners: readonly CallerName[]): Outcome {
  switch (access) {
    case 'public':
    case 'optional':
      return 'allowed';
    case 'user':
      return SIGNED_IN_USERS.includes(caller) ? 'allowed' : 'token refused (2)';
    case 'owner':
      if (owners.includes(caller)) return 'allowed';
      return SIGNED_IN_USERS.includes(caller) ? 'forbidden (7)' : 'token refused (2)';
    case 'lawyer':
      if (caller === 'lawyer' || caller === 'otherLawyer') return 'allowed';
      return caller === 'customer' || caller === 'otherCustomer' ? 'forbidden (7)' : 'token refused (2)';
    case 'operator':
      return caller === 'operator' ? 'allowed' : 'token refused (2)';
  }
}

async function outcomeOf(
  app: FastifyInstance,
  route: RegisteredRoute,
  caller: CallerName,
  headers: Record<string, string>,
  owned: OwnedObjects,
) {
  const ownedRequest = OWNED_REQUESTS[`${route.method} ${route.url}`];
  const response = await app.inject({
    method: route.method,
    url: concreteUrl(route.url),
    ...(route.method === 'GET' ? {} : { payload: {} }),
    ...(ownedRequest ? ownedRequest.request(owned, caller) : {}),
    headers,
  });
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return 'allowed';
  const body = response.json<{ code: number; msg: string }>();
  if (body.code === 2) return 'token refused (2)';
  if (body.code === 7 && body.msg === '无权操作') return 'forbidden (7)';
  return 'allowed';
}

describe('authorization matrix over every API route', { timeout: 120_000 }, () => {
  const signedIn = useSignedInApp();

  it('finds every route of the app, each declaring who may call it', () => {
    const routes = apiRoutes(signedIn().app);
    expect(routes.length).toBeGreaterThan(30);
    const ownerRoutesWithoutObject = routes.filter(
      (route) => route.access === 'owner' && !OWNED_REQUESTS[`${route.method} ${route.url}`],
    );
    expect(ownerRoutesWithoutObject.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`)).toEqual(
      [],
    );
  });

  it('refuses every caller the declaration excludes, and lets the others through', async () => {
    const owned = await createOwnedObjects(signedIn().app, signedIn(), signedIn().now());
    const mismatches: string[] = [];
    for (const route of apiRoutes(signedIn().app)) {
      for (const [caller, headers] of Object.entries(signedIn().callers) as Array<
        [CallerName, Record<string, string>]
      >) {
        const expected = expectedOutcome(
          route.access!,
          caller,
          OWNED_REQUESTS[`${route.method} ${route.url}`]?.owners ?? [],
        );
        const actual = await outcomeOf(signedIn().app, route, caller, headers, owned);
        if (actual !== expected) {
          mismatches.push(`${route.method} ${route.url} as ${caller}: ${actual}, expected ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
