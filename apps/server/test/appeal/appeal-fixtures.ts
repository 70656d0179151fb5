import { API, type AppealDetail } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { call, type EnvelopeReply } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';
import { finishedOrder, reviewWorld, type ReviewWorld } from '../review/review-fixtures';

let operators = 0;

/** Two customers, two lawyers (reviewWorld) and an operator, signed in. */
export async function appealWorld(t: TestApp) {
  const world = await reviewWorld(t.app);
  const name = `appealop${(operators += 1)}`;
  await createOperator(t.app, name, t.clock.now());
  return { ...world, operatorName: name, operator: await operatorToken(t.app, name) };
}
export type AppealWorld = ReviewWorld & { operatorName: string; operator: string };

/** The world's operator signed in again (a token from before the clock moved days on has expired). */
export const operatorAgain = (t: TestApp, world: AppealWorld) => operatorToken(t.app, world.operatorName);

/** A service order of the world's customer and lawyer, paid, delivered and confirmed (settled, held). */
export const finishedServiceOrder = (t: TestApp, world: AppealWorld) => finishedOrder(t.app, world);

export const appealBody = (orderNo: string, overrides: Record<string, unknown> = {}) => ({
  order_kind: 'service',
  order_no: orderNo,
  type: '服务质量差',
  text: '律师的回复非常敷衍，没有解决问题。',
  images: [],
  ...overrides,
});

export const createAppeal = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  call<AppealDetail>(app, { method: 'POST', url: API.appeals, token, payload });

export const answerAppeal = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  call<AppealDetail>(app, { method: 'POST', url: API.lawyerAppealAnswer, token, payload });

export const appealAction = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  call<AppealDetail>(app, { method: 'POST', url: API.appealAction, token, payload });

export const customerDetail = (app: FastifyInstance, token: string, id: number) =>
  call<AppealDetail>(app, { method: 'GET', url: `${API.appealDetail}?id=${id}`, token });

export const lawyerDetail = (app: FastifyInstance, token: string, id: number) =>
  call<AppealDetail>(app, { method: 'GET', url: `${API.lawyerAppealDetail}?id=${id}`, token });

export const decide = (app: FastifyInstance, operator: string, payload: object) =>
  operatorCall<null>(app, {
    method: 'POST',
    url: API.admin.appealDecision,
    operatorToken: operator,
    payload,
  });

/** The body of a reply that must have succeeded. */
export function okData<T>(reply: EnvelopeReply<T>): T {
  if (reply.body.code !== 0) throw new Error(`refused: ${reply.body.code} ${reply.body.msg}`);
  return reply.body.data;
}

/** An appeal of the world's customer on a fresh finished service order. */
export async function openAppeal(t: TestApp, world: AppealWorld, overrides: Record<string, unknown> = {}) {
  const orderNo = await finishedServiceOrder(t, world);
  const appeal = okData(await createAppeal(t.app, world.customer, appealBody(orderNo, overrides)));
  return { orderNo, appeal };
}

/** The order's row as the appeal sees it. */
export const serviceOrderRow = (t: TestApp, orderNo: string) =>
  t.app.db.selectFrom('service_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

/** Every ledger account's balance summed: zero while the books balance. */
export const ledgerTotal = (t: TestApp) => createLedgerRepo(t.app.db).sumOfAll();

export const balance = (t: TestApp, account: string) => balanceOf(t.app.db, account);
