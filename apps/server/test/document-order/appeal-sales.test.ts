import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { salesOf as salesOfDocument } from './support/document-world';
import { answerAppeal, appealAction, createAppeal, decide, okData } from '../appeal/appeal-fixtures';
import {
  documentAppealBody,
  documentAppealWorld,
  documentOrder,
  type DocumentAppealWorld,
} from '../appeal/document-appeal-fixtures';

let t: TestApp;
let world: DocumentAppealWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentAppealWorld(t);
});
afterAll(async () => t.close());

const salesOf = (documentId: number) => salesOfDocument(t, documentId);

/** A finished, appealed document order whose payment counted its sale (as the payment does). */
async function appealedOrder() {
  const order = await documentOrder(t, world);
  await t.app.db.updateTable('documents').set({ sales: 1 }).where('id', '=', order.documentId).execute();
  const appeal = okData(await createAppeal(t.app, world.customer.token, documentAppealBody(order.orderNo)));
  return { order, appeal };
}

describe('a document’s sales and appeals', () => {
  it('keeps the sale of an order refunded in part, takes back the sale of one refunded whole', async () => {
    const partly = await appealedOrder();
    okData(
      await answerAppeal(t.app, world.lawyerToken, {
        id: partly.appeal.id,
        answer: 'offer',
        amount: 500,
        text: '文件已重新上传，另退一部分费用。',
      }),
    );
    okData(await appealAction(t.app, world.customer.token, { id: partly.appeal.id, action: 'accept_offer' }));
    expect(await salesOf(partly.order.documentId)).toBe(1);

    const whole = await appealedOrder();
    okData(
      await answerAppeal(t.app, world.lawyerToken, {
        id: whole.appeal.id,
        answer: 'contest',
        text: '文件可以正常打开。',
      }),
    );
    const decided = await decide(t.app, world.operator, {
      id: whole.appeal.id,
      decision: 'refund_full',
      reason_code: 'other',
      text: '文件确实无法打开，全额退款。',
    });
    expect(decided.code).toBe(0);
    expect(await salesOf(whole.order.documentId)).toBe(0);
  });
});
