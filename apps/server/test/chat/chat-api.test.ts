import { API, CHAT_FREE_DAILY_LIMIT, CHAT_MESSAGES_PER_MINUTE, type ChatMessage } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { getImage } from '../helpers/served-image';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, type ChatWorld } from './chat-fixtures';

let t: TestApp;
let world: ChatWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await chatWorld(t);
});
afterEach(async () => t.close());

const MINUTE = 60_000;

describe('conversations (PRODUCT §9)', () => {
  it('opens one conversation per customer and lawyer, the same on every open', async () => {
    const again = world.ok(
      await call<{ id: number }>(t.app, {
        method: 'POST',
        url: API.chatConversations,
        token: world.customer,
        payload: { lawyer_uuid: world.lawyer.uuid },
      }),
    );
    expect(again.id).toBe(world.conversation.id);
    expect(world.conversation).toMatchObject({
      lawyer: { uuid: world.lawyer.uuid, name: '孙律师' },
      last_message: null,
      unread: 0,
      free: true,
      free_left_today: CHAT_FREE_DAILY_LIMIT,
      open_order_no: null,
    });
  });

  it('refuses a conversation with oneself and with an unknown lawyer', async () => {
    const self = await call(t.app, {
      method: 'POST',
      url: API.chatConversations,
      token: world.lawyer.token,
      payload: { lawyer_uuid: world.lawyer.uuid },
    });
    expect(self.body).toMatchObject({ code: 7, msg: '不能向自己咨询' });
    const unknown = await call(t.app, {
      method: 'POST',
      url: API.chatConversations,
      token: world.customer,
      payload: { lawyer_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body).toMatchObject({ code: 7, msg: '该律师暂不可咨询' });
  });

  it('lists each side’s conversations with the last message and what is unread', async () => {
    world.ok(await world.sendText(world.customer, '律师您好，想咨询劳动合同。'));
    const second = world.ok(await world.sendText(world.customer, '公司一直拖欠工资。'));
    const [lawyerView] = world.ok(await world.list(world.lawyer.token, 'lawyer'));
    expect(lawyerView).toMatchObject({
      id: world.conversation.id,
      unread: 2,
      last_message: { id: second.id },
    });
    const [customerView] = world.ok(await world.list(world.customer, 'customer'));
    expect(customerView).toMatchObject({ unread: 0, peer_read_id: 0 });
    // Read receipts: the lawyer reads; the customer sees how far.
    world.ok(await world.read(world.lawyer.token, second.id));
    expect(world.ok(await world.list(world.lawyer.token, 'lawyer'))[0]?.unread).toBe(0);
    expect(world.ok(await world.detail(world.customer)).peer_read_id).toBe(second.id);
    // The customer is no lawyer: 作为律师 lists nothing of theirs.
    expect((await world.list(world.customer, 'lawyer')).body).toMatchObject({ code: 7, msg: '无权操作' });
  });
});

describe('messages', () => {
  it('stores a resend of the same client id once and answers the stored message', async () => {
    const first = world.ok(await world.sendText(world.customer, '第一条消息', 'same-client-id'));
    const resent = world.ok(await world.sendText(world.customer, '第一条消息', 'same-client-id'));
    expect(resent).toEqual(first);
    expect(world.ok(await world.history(world.lawyer.token)).list).toHaveLength(1);
  });

  it('pages history backwards, oldest first on the wire, and fetches what came after an id', async () => {
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 5; index += 1) {
      sent.push(
        world.ok(await world.sendText(index % 2 ? world.customer : world.lawyer.token, `消息${index}`)),
      );
    }
    const latest = world.ok(await world.history(world.customer, '&limit=2'));
    expect(latest.list.map((message) => message.text)).toEqual(['消息4', '消息5']);
    expect(latest.has_more).toBe(true);
    const older = world.ok(await world.history(world.customer, `&limit=10&before_id=${latest.list[0]!.id}`));
    expect(older.list.map((message) => message.text)).toEqual(['消息1', '消息2', '消息3']);
    expect(older.has_more).toBe(false);
    const missed = world.ok(await world.history(world.lawyer.token, `&after_id=${sent[2]!.id}`));
    expect(missed.list.map((message) => message.sender)).toEqual(['lawyer', 'customer']);
  });

  it('masks mobile numbers while the conversation is free, and keeps them once an order is in progress', async () => {
    const free = world.ok(await world.sendText(world.customer, '我的电话13812345678，订单号1381234567890'));
    expect(free.text).toBe('我的电话138****5678，订单号1381234567890');
    const orderNo = await world.paid();
    expect(world.ok(await world.detail(world.customer))).toMatchObject({
      free: false,
      open_order_no: orderNo,
    });
    const paid = world.ok(await world.sendText(world.customer, '电话13812345678'));
    expect(paid.text).toBe('电话13812345678');
  });

  it(`limits a free conversation to ${CHAT_FREE_DAILY_LIMIT} customer messages a Shanghai day; an order in progress lifts it`, async () => {
    for (let index = 0; index < CHAT_FREE_DAILY_LIMIT; index += 1) {
      world.ok(await world.sendText(world.customer, `问题${index}`));
      if (index % 10 === 9) t.clock.advance(MINUTE);
    }
    expect(world.ok(await world.detail(world.customer)).free_left_today).toBe(0);
    const refused = await world.sendText(world.customer, '还想再问一句');
    expect(refused.body).toMatchObject({ code: 7, msg: '今日免费咨询已达20条，可购买图文咨询继续沟通' });
    // The lawyer may still answer.
    world.ok(await world.sendText(world.lawyer.token, '您可以购买图文咨询。'));
    await world.paid();
    world.ok(await world.sendText(world.customer, '已下单，继续咨询'));
  });

  it('keeps the free limit exact when the last free messages are sent at once, and starts again the next Shanghai day', async () => {
    for (let index = 0; index < CHAT_FREE_DAILY_LIMIT - 2; index += 1) {
      world.ok(await world.sendText(world.customer, `问题${index}`));
      if (index % 10 === 9) t.clock.advance(MINUTE);
    }
    t.clock.advance(MINUTE);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, index) => world.sendText(world.customer, `同时${index}`)),
    );
    expect(burst.map((reply) => reply.body.code).sort()).toEqual([0, 0, 7, 7, 7, 7]);
    const stored = world.ok(await world.history(world.customer, '&limit=50')).list;
    expect(stored.filter((message) => message.sender === 'customer')).toHaveLength(CHAT_FREE_DAILY_LIMIT);
    t.clock.advance(24 * 60 * MINUTE);
    expect(world.ok(await world.detail(world.customer)).free_left_today).toBe(CHAT_FREE_DAILY_LIMIT);
    world.ok(await world.sendText(world.customer, '第二天再问'));
  });

  it('lifts the free limit while the lawyer is serving an order of the customer', async () => {
    for (let index = 0; index < CHAT_FREE_DAILY_LIMIT; index += 1) {
      world.ok(await world.sendText(world.customer, `问题${index}`));
      if (index % 10 === 9) t.clock.advance(MINUTE);
    }
    const orderNo = await world.serving();
    expect(world.ok(await world.detail(world.customer))).toMatchObject({
      free: false,
      open_order_no: orderNo,
    });
    world.ok(await world.sendText(world.customer, '律师接单了，继续问'));
  });

  it(`lets one user send ${CHAT_MESSAGES_PER_MINUTE} messages a minute`, async () => {
    await world.paid();
    for (let index = 0; index < CHAT_MESSAGES_PER_MINUTE; index += 1) {
      world.ok(await world.sendText(world.customer, `第${index}条`));
    }
    expect((await world.sendText(world.customer, '太快了')).body).toMatchObject({
      code: 7,
      msg: '发送太频繁，请稍后再试',
    });
    t.clock.advance(MINUTE + 1);
    world.ok(await world.sendText(world.customer, '一分钟后'));
  });

  it('sends an image the sender uploaded, as an address signed for the two parties; another’s upload is refused', async () => {
    const mine = await world.upload(world.customer);
    const image = world.ok(
      await call<ChatMessage>(t.app, {
        method: 'POST',
        url: API.chatMessages,
        token: world.customer,
        payload: {
          conversation_id: world.conversation.id,
          client_id: 'image-0001',
          kind: 'image',
          upload_id: mine,
        },
      }),
    );
    expect(image).toMatchObject({ kind: 'image', text: null });
    expect(image.image_url).toMatch(new RegExp(`/upload/image/${mine}\\?e=\\d+&s=`));
    // The lawyer's page loads it from the signed address (an <img> sends no token).
    expect((await getImage(t.app, image.image_url!)).status).toBe(200);
    const theirs = await world.upload(world.stranger);
    const refused = await call(t.app, {
      method: 'POST',
      url: API.chatMessages,
      token: world.customer,
      payload: {
        conversation_id: world.conversation.id,
        client_id: 'image-0002',
        kind: 'image',
        upload_id: theirs,
      },
    });
    expect(refused.body).toMatchObject({ code: 1, msg: '图片不存在' });
  });

  it('refuses anybody but the two parties, revealing nothing', async () => {
    for (const reply of [
      await world.sendText(world.stranger, '我也想看看'),
      await world.history(world.stranger),
      await world.detail(world.stranger),
      await world.read(world.stranger, 1),
    ]) {
      expect(reply.body).toMatchObject({ code: 7, msg: '无权操作' });
    }
  });

  it('refuses an empty text, one over 1000 characters and a malformed client id with clear messages', async () => {
    const bad = async (payload: Record<string, unknown>) =>
      (
        await call(t.app, {
          method: 'POST',
          url: API.chatMessages,
          token: world.customer,
          payload: {
            conversation_id: world.conversation.id,
            client_id: 'valid-client-1',
            kind: 'text',
            ...payload,
          },
        })
      ).body;
    expect(await bad({ text: '  ' })).toMatchObject({ code: 1, msg: '请填写消息' });
    expect(await bad({ text: '字'.repeat(1001) })).toMatchObject({ code: 1, msg: '消息不能超过1000个字' });
    expect(await bad({ text: '你好', client_id: 'x' })).toMatchObject({ code: 1, msg: '消息编号格式不正确' });
  });
});
