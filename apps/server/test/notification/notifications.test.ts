import { API, type ChatServerFrame, type NotificationPage } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeEach(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterEach(async () => t.close());

const notices = async (token: string) =>
  world.ok(
    await call<NotificationPage>(t.app, {
      method: 'GET',
      url: `${API.notifications}?page=1&page_size=50`,
      token,
    }),
  );
const markRead = (token: string, payload: object) =>
  call<{ unread: number }>(t.app, { method: 'POST', url: API.notificationRead, token, payload });

describe('notifications of service-order events (PRODUCT §14)', () => {
  it('tells the lawyer of paid work and refund requests, the customer of acceptance and delivery, both of a decision', async () => {
    const orderNo = await world.serving();
    world.ok(await world.act(world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已交付' }));
    world.ok(
      await world.act(world.customer, { order_no: orderNo, action: 'request_refund', reason: '其他' }),
    );
    const queue = await world.operatorGet<{ list: Array<{ id: number; order_no: string }> }>(
      API.admin.refundRequests,
    );
    const request = queue.data.list.find((item) => item.order_no === orderNo)!;
    await world.answerRefund(orderNo);
    const decided = await world.operatorPost(API.admin.refundDecision, {
      id: request.id,
      decision: 'reject',
      reason_code: 'performed',
      text: '已按约交付',
    });
    expect(decided.code).toBe(0);

    const lawyerSees = await notices(world.lawyer.token);
    expect(lawyerSees.list.map((item) => [item.kind, item.title])).toEqual([
      ['refund_decided', '退款处理结果'],
      ['refund_requested', '用户申请退款'],
      ['order_paid', '新订单'],
    ]);
    expect(lawyerSees.list.at(-1)).toMatchObject({
      body: '图文咨询：用户已付款，请在24小时内接单',
      link: `/pages/lawyer/order/detailService?order_no=${orderNo}`,
      read: false,
    });
    expect(lawyerSees.list[1]).toMatchObject({
      body: '图文咨询：请在24小时内同意退款或说明情况，之后由平台处理；处理期间订单暂停自动完成',
    });
    expect(lawyerSees.unread).toBe(3);
    const customerSees = await notices(world.customer);
    expect(customerSees.list.map((item) => item.kind)).toEqual([
      'refund_decided',
      'refund_answered',
      'order_delivered',
      'order_accepted',
    ]);
    expect(customerSees.list.slice(0, 2)).toMatchObject([
      {
        body: '图文咨询：平台不予退款，服务继续（律师已按约定提供服务：已按约交付）',
        link: `/pages/customer/order/service/detail?order_no=${orderNo}`,
      },
      { title: '律师已答复退款申请', body: '图文咨询：律师已说明情况，平台将结合双方说明处理' },
    ]);
    expect(lawyerSees.list[0]!.body).toBe(customerSees.list[0]!.body);
  });

  it('writes nothing for a transition that was refused', async () => {
    const orderNo = await world.paid();
    const refused = await world.act(world.customer, { order_no: orderNo, action: 'confirm' });
    expect(refused.body.code).toBe(7);
    expect((await notices(world.customer)).list).toEqual([]);
  });

  it('marks one read or all read, only the user’s own', async () => {
    await world.paid();
    await world.paid();
    const { list } = await notices(world.lawyer.token);
    expect(world.ok(await markRead(world.lawyer.token, { id: list[0]!.id }))).toEqual({ unread: 1 });
    expect((await markRead(world.customer, { id: list[1]!.id })).body).toMatchObject({
      code: 7,
      msg: '无权操作',
    });
    expect(world.ok(await markRead(world.lawyer.token, { all: 1 }))).toEqual({ unread: 0 });
    expect(
      world.ok(
        await call<{ unread: number }>(t.app, {
          method: 'GET',
          url: API.notificationUnread,
          token: world.lawyer.token,
        }),
      ),
    ).toEqual({ unread: 0 });
    expect((await markRead(world.lawyer.token, {})).body).toMatchObject({
      code: 1,
      msg: '请选择要标记的通知',
    });
  });

  it('pushes a new notification to the user’s socket after the event committed, with the unread count', async () => {
    const address = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws');
    const socket = new WebSocket(`${address}${API.ws}`);
    const frames: ChatServerFrame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as ChatServerFrame));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: world.lawyer.token }));
    const until = async (predicate: () => boolean) => {
      for (let waited = 0; !predicate(); waited += 20) {
        if (waited > 3_000) throw new Error(`frames: ${JSON.stringify(frames)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(() => frames.some((frame) => frame.type === 'ready'));
    const orderNo = await world.paid();
    await until(() => frames.some((frame) => frame.type === 'notification'));
    expect(frames.find((frame) => frame.type === 'notification')).toMatchObject({
      notification: { kind: 'order_paid', link: `/pages/lawyer/order/detailService?order_no=${orderNo}` },
      unread: 1,
    });
    socket.terminate();
  });
});

describe('notifications of other events', () => {
  it('tells the lawyer of a new review of a finished order', async () => {
    const orderNo = await world.serving();
    world.ok(await world.act(world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已交付' }));
    world.ok(await world.act(world.customer, { order_no: orderNo, action: 'confirm' }));
    world.ok(
      await call(t.app, {
        method: 'POST',
        url: API.review,
        token: world.customer,
        payload: { order_no: orderNo, rating: 5, tags: [], text: '很专业', anonymous: 0 },
      }),
    );
    expect((await notices(world.lawyer.token)).list[0]).toMatchObject({
      kind: 'review_received',
      body: '图文咨询：5星，很专业',
      link: '/pages/lawyer/review/list',
    });
  });
});
