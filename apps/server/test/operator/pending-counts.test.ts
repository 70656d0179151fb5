import { API, PENDING_QUEUES, type PendingCounts } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { consoleWorld } from '../service-order/console-fixtures';
import { operatorCall } from './operator-api';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const counts = async () => (await world.get<PendingCounts>(API.admin.pendingCounts)).data;

describe('console pending counts', () => {
  it('answers every queue’s count, and follows refund requests and feedback as they come and go', async () => {
    const before = await counts();
    expect(Object.keys(before).sort()).toEqual([...PENDING_QUEUES].sort());

    const order = await world.refundAsked();
    const token = await loginAs(t.app, '13600009903');
    await call(t.app, {
      method: 'POST',
      url: API.feedback,
      token,
      payload: { content: '希望能多一些律师可选。', images: [] },
    });
    expect(await counts()).toEqual({ ...before, refunds: before.refunds + 1, feedback: before.feedback + 1 });

    const id = await world.openRequestId(order.id);
    await world.post(API.admin.refundDecision, {
      id,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '律师未按时回复',
    });
    expect((await counts()).refunds).toBe(before.refunds);
  });

  it('refuses customers', async () => {
    const token = await loginAs(t.app, '13600009904');
    const reply = await operatorCall(t.app, {
      method: 'GET',
      url: API.admin.pendingCounts,
      userToken: token,
    });
    expect(reply.code).toBe(2);
  });
});
