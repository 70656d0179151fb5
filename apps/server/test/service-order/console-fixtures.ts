import type { ServiceOrderRow } from '../../src/core/db/schema-service-orders';
import type { TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';
import { serviceOrderWorld } from './service-order-fixtures';

/** The lawyer's answer (说明情况) to the refund requests the fixtures open. */
export const LAWYER_ANSWER = '已按约定提供服务';

let operatorCounter = 0;

/** A service-order world plus a signed-in operator and helpers that walk orders to the console's queues. */
export async function consoleWorld(t: TestApp) {
  const world = await serviceOrderWorld(t);
  operatorCounter += 1;
  const username = `console${operatorCounter}`;
  const operatorId = await createOperator(t.app, username, t.clock.now());
  let token = await operatorToken(t.app, username);
  let txn = 0;

  async function order(): Promise<ServiceOrderRow> {
    return world.service.create({
      customerId: world.customerId,
      lawyerUuid: world.lawyerUuid,
      configId: world.config.id,
      description: '公司拖欠三个月工资怎么办？',
      images: [],
    });
  }

  async function paid(): Promise<ServiceOrderRow> {
    const created = await order();
    txn += 1;
    return world.service.recordPayment({
      orderNo: created.order_no,
      amount: created.price,
      providerTxn: `console-${operatorCounter}-${txn}`,
    });
  }

  /**
   * Paid, accepted by the lawyer, a refund asked for by the customer and answered by the lawyer (说明情况),
   * so an operator may decide it at once.
   */
  async function refundAsked(): Promise<ServiceOrderRow> {
    const paidOrder = await paid();
    const lawyer = { kind: 'lawyer' as const, id: world.lawyerUserId };
    const accepted = await world.service.act({ order: paidOrder, transition: 'accept', actor: lawyer });
    const asked = await world.service.act({
      order: accepted,
      transition: 'request_refund',
      actor: { kind: 'customer', id: world.customerId },
      details: { reason: '服务内容不符', note: '律师一直没有回复' },
    });
    return world.service.act({
      order: asked,
      transition: 'answer_refund',
      actor: lawyer,
      details: { hearing: { text: LAWYER_ANSWER, images: [] } },
    });
  }

  async function openRequestId(orderId: number): Promise<number> {
    const row = await t.app.db
      .selectFrom('refund_requests')
      .select('id')
      .where('order_id', '=', orderId)
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const get = <T>(url: string) => operatorCall<T>(t.app, { method: 'GET', url, operatorToken: token });
  const post = <T>(url: string, payload: object) =>
    operatorCall<T>(t.app, { method: 'POST', url, operatorToken: token, payload });

  /** A fresh operator session (after the test clock moved past the session's 12 hours). */
  async function relogin(): Promise<void> {
    token = await operatorToken(t.app, username);
  }

  return {
    ...world,
    operatorId,
    token: () => token,
    relogin,
    order,
    paid,
    refundAsked,
    openRequestId,
    get,
    post,
  };
}

export async function orderRow(t: TestApp, id: number): Promise<ServiceOrderRow> {
  return t.app.db.selectFrom('service_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
