import argon2 from 'argon2';
import { API, OPERATOR_TOKEN_HEADER, TOKEN_HEADER } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { createOperatorAccount } from '../../src/modules/operator/accounts';

export const OPERATOR_PASSWORD = 'correct-horse-battery';

export interface OperatorReply<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls a console route, with the operator token (or a user token, to prove it is refused). */
export async function operatorCall<T = unknown>(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST';
    url: string;
    operatorToken?: string;
    userToken?: string;
    payload?: object;
  },
): Promise<OperatorReply<T>> {
  const headers: Record<string, string> = {};
  if (request.operatorToken) headers[OPERATOR_TOKEN_HEADER] = request.operatorToken;
  if (request.userToken) headers[TOKEN_HEADER] = request.userToken;
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    payload: request.payload,
  });
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * argon2id at a test's cost (1 MiB, one pass) instead of the product's (64 MiB, three passes, ~0.1–0.2 s of
 * CPU to make and again to check): the API tests create and sign in hundreds of operators.
 * operator-create.test.ts checks that accounts made by the product use the default cost.
 */
const testCostHash = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });

export async function createOperator(app: FastifyInstance, username: string, now: number): Promise<number> {
  const { id } = await createOperatorAccount(
    app.db,
    { username, password: OPERATOR_PASSWORD, displayName: `运营${username}`, now },
    testCostHash,
  );
  return id;
}

export async function operatorLogin(app: FastifyInstance, username: string, password = OPERATOR_PASSWORD) {
  return operatorCall<{ token: string; expires_at: number; operator: { username: string } }>(app, {
    method: 'POST',
    url: API.admin.login,
    payload: { username, password },
  });
}

/** Logs in and returns the operator token; fails the test when login is refused. */
export async function operatorToken(app: FastifyInstance, username: string): Promise<string> {
  const reply = await operatorLogin(app, username);
  if (reply.code !== 0) throw new Error(`operator login failed: ${reply.msg}`);
  return reply.data.token;
}

/** Creates operator `alice` and logs her in: the console caller most tests need. */
export async function signedInOperator(app: FastifyInstance, now: number): Promise<string> {
  await createOperator(app, 'alice', now);
  return operatorToken(app, 'alice');
}
