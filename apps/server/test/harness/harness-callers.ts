import { API, OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RegisteredRoute } from '../../src/core/route-registry';
import { DOCS_PATH } from '../../src/core/openapi';
import { loginAs } from '../helpers/api';
import { createTestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { signedInOperator } from '../operator/operator-api';

/** Every kind of caller the authorization matrix tries, as the headers it sends. */
export interface Callers {
  anonymous: Record<string, string>;
  customer: Record<string, string>;
  otherCustomer: Record<string, string>;
  lawyer: Record<string, string>;
  otherLawyer: Record<string, string>;
  operator: Record<string, string>;
  /** A user's token sent as an operator token. */
  userTokenAsOperator: Record<string, string>;
  /** An operator's token sent as a user token. */
  operatorTokenAsUser: Record<string, string>;
}

export type CallerName = keyof Callers;

/** The lawyer the `lawyer` caller is, for objects that need one (an order placed with them). */
export interface CallerWorld {
  callers: Callers;
  lawyerUuid: string;
}

export async function signInCallers(app: FastifyInstance, now: number): Promise<Callers> {
  return (await signInWorld(app, now)).callers;
}

export async function signInWorld(app: FastifyInstance, now: number): Promise<CallerWorld> {
  const customer = await loginAs(app, '13700000001');
  const otherCustomer = await loginAs(app, '13700000002');
  const lawyer = await loggedInLawyer(app, '13700000003', { name: '甲律师' });
  const otherLawyer = await loggedInLawyer(app, '13700000004', { name: '乙律师' });
  const operator = await signedInOperator(app, now);
  const callers: Callers = {
    anonymous: {},
    customer: { [TOKEN_HEADER]: customer },
    otherCustomer: { [TOKEN_HEADER]: otherCustomer },
    lawyer: { [TOKEN_HEADER]: lawyer.token },
    otherLawyer: { [TOKEN_HEADER]: otherLawyer.token },
    operator: { [OPERATOR_TOKEN_HEADER]: operator },
    userTokenAsOperator: { [OPERATOR_TOKEN_HEADER]: customer },
    operatorTokenAsUser: { [TOKEN_HEADER]: operator },
  };
  return { callers, lawyerUuid: lawyer.uuid };
}

/**
 * The API routes (the JSON envelope API; not the docs UI, the built sites or health probes, nor the chat
 * socket, which authenticates by its first frame and has its own tests in test/chat).
 */
export function apiRoutes(app: FastifyInstance): RegisteredRoute[] {
  const sessionEnding = (route: RegisteredRoute) => (route.url.endsWith('/logout') ? 1 : 0);
  return app
    .registeredRoutes()
    .filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PATH) && route.url !== API.ws,
    )
    .sort((a, b) => sessionEnding(a) - sessionEnding(b) || a.url.localeCompare(b.url));
}

/** A concrete address for a route path: each `:param` filled with a well-formed placeholder. */
export function concreteUrl(url: string): string {
  return url
    .replace(/:uuid\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:key\b/g, 'about')
    .replace(/:[a-zA-Z_]+/g, '1');
}

/** A fresh app with every kind of caller signed in, for the enclosing `describe`; call the result in a test. */
export function useSignedInApp(): () => {
  app: FastifyInstance;
  callers: Callers;
  lawyerUuid: string;
  /** The app's clock (a test clock). */
  now(): number;
} {
  let state: {
    app: FastifyInstance;
    callers: Callers;
    lawyerUuid: string;
    now(): number;
    close(): Promise<void>;
  } | null = null;
  beforeAll(async () => {
    const test = await createTestApp();
    state = {
      app: test.app,
      ...(await signInWorld(test.app, test.clock.now())),
      now: () => test.clock.now(),
      close: test.close,
    };
  });
  afterAll(async () => state?.close());
  return () => {
    if (!state) throw new Error('the app is not ready yet (useSignedInApp runs in beforeAll)');
    return state;
  };
}
