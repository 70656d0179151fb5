import { API, type OrderReviewResult } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import { call, loginAs, type EnvelopeReply } from '../helpers/api';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';

let phoneSerial = 0;
/** Phones of this folder's users (135…), apart from other fixtures' ranges. */
const nextPhone = () => `1352${String((phoneSerial += 1)).padStart(7, '0')}`;

export interface ReviewWorld {
  customer: string;
  otherCustomer: string;
  lawyer: { token: string; uuid: string; id: number };
  otherLawyer: { token: string; uuid: string; id: number };
  configId: number;
}

async function lawyerNamed(app: FastifyInstance, name: string) {
  const lawyer = await loggedInLawyer(app, nextPhone(), { name });
  const row = await app.db
    .selectFrom('lawyers')
    .select('id')
    .where('uuid', '=', lawyer.uuid)
    .executeTakeFirstOrThrow();
  return { ...lawyer, id: row.id };
}

/** Two customers and two lawyers taking orders, signed in through the API. */
export async function reviewWorld(app: FastifyInstance): Promise<ReviewWorld> {
  const config = await app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  return {
    customer: await loginAs(app, nextPhone()),
    otherCustomer: await loginAs(app, nextPhone()),
    lawyer: await lawyerNamed(app, '吴律师'),
    otherLawyer: await lawyerNamed(app, '郑律师'),
    configId: config.id,
  };
}

async function ok<T>(reply: Promise<EnvelopeReply<T>>, what: string): Promise<T> {
  const { body } = await reply;
  if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.msg}`);
  return body.data;
}

/** An order placed and paid in the sandbox, as a customer does it; returns its number. */
export async function paidOrder(
  app: FastifyInstance,
  customer: string,
  lawyerUuid: string,
  configId: number,
) {
  const order = await ok(
    call<{ order_no: string }>(app, {
      method: 'POST',
      url: API.serviceOrders,
      token: customer,
      payload: { lawyer_uuid: lawyerUuid, config_id: configId, description: '房东拒不退还押金怎么办？' },
    }),
    'create order',
  );
  const orderNo = order.order_no;
  const pay = { order_no: orderNo };
  await ok(
    call(app, {
      method: 'POST',
      url: API.payment,
      token: customer,
      payload: { app_scene: 'h5', scene: 'service', ...pay },
    }),
    'pay',
  );
  await ok(
    call(app, { method: 'POST', url: API.sandboxConfirm, token: customer, payload: pay }),
    'confirm payment',
  );
  return orderNo;
}

export async function orderAction(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return ok(
    call(app, { method: 'POST', url: API.serviceOrderAction, token, payload }),
    `action ${String(payload.action)}`,
  );
}

/** An order the customer placed, the lawyer accepted and delivered, and the customer confirmed. */
export async function finishedOrder(
  app: FastifyInstance,
  world: ReviewWorld,
  options: { customer?: string; lawyer?: { token: string; uuid: string } } = {},
): Promise<string> {
  const customer = options.customer ?? world.customer;
  const lawyer = options.lawyer ?? world.lawyer;
  const orderNo = await paidOrder(app, customer, lawyer.uuid, world.configId);
  await orderAction(app, lawyer.token, { order_no: orderNo, action: 'accept' });
  await orderAction(app, lawyer.token, { order_no: orderNo, action: 'deliver', note: '已给出书面意见。' });
  await orderAction(app, customer, { order_no: orderNo, action: 'confirm' });
  return orderNo;
}

export function postReview(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return call<OrderReviewResult>(app, { method: 'POST', url: API.review, token, payload });
}

export function replyToReview(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return call<OrderReviewResult>(app, { method: 'POST', url: API.lawyerReviewReply, token, payload });
}

export function reviewOfOrder(app: FastifyInstance, token: string, orderNo: string) {
  return call<OrderReviewResult>(app, {
    method: 'GET',
    url: `${API.reviewOfOrder}?order_no=${orderNo}`,
    token,
  });
}
