import { API, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { documentWorld, paid, type DocumentWorld } from './support/document-world';

let t: TestApp;
let world: DocumentWorld;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

const auditLog = async (action: string) =>
  (
    await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=${action}`,
      operatorToken: operator,
    })
  ).data.list;

describe('the audit log’s document targets', () => {
  it('names a document by its title and a document order by its number', async () => {
    const doc = await world.listedDocument({ title: 'Audited lease template' });
    const takenDown = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.documentTakeDown,
      operatorToken: operator,
      payload: { id: doc.id, reason_code: 'other', text: '内容需要核实后再上架' },
    });
    expect(takenDown.code).toBe(0);
    const [entry] = await auditLog('document.take_down');
    expect(entry?.target_ref).toEqual({
      kind: 'document',
      id: String(doc.id),
      name: 'Audited lease template',
    });

    const sold = await world.listedDocument({ title: 'Audited sale contract' });
    const buyer = await world.buyer();
    const created = await call<{ order_no: string }>(t.app, {
      method: 'POST',
      url: API.documentOrders,
      token: buyer.token,
      payload: { document_id: sold.id },
    });
    const orderNo = created.body.data.order_no;
    await paid(t, buyer.token, orderNo);
    const refunded = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.documentOrderRefund,
      operatorToken: operator,
      payload: { order_no: orderNo, text: '买家误购，全额退款' },
    });
    expect(refunded.code).toBe(0);
    const [refund] = await auditLog('document_order.refund');
    expect(refund?.target_ref).toEqual({ kind: 'document_order', id: orderNo, name: null });
  });
});
