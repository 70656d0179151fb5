import {
  API,
  TRANSCRIPT_PAGE_SIZE,
  type AdminServiceOrderItem,
  type AdminTranscriptPage,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatRepo } from '../../src/modules/chat/repo';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall } from '../operator/operator-api';
import { consoleWorld } from './console-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const lawyer = () => ({ kind: 'lawyer' as const, id: world.lawyerUserId });
const transcript = (query: string) =>
  world.get<AdminTranscriptPage>(`${API.admin.serviceOrderTranscript}?${query}`);

async function say(count: number, from: number): Promise<void> {
  const chat = createChatRepo(t.app.db);
  const conversationId = (await chat.idBetween(world.customerId, world.lawyerId))!;
  for (let index = from; index < from + count; index += 1) {
    const sender = index % 2 === 0 ? 'customer' : 'lawyer';
    await chat.insertMessage({
      conversationId,
      sender,
      senderUserId: sender === 'customer' ? world.customerId : world.lawyerUserId,
      clientId: `transcript-${index}`,
      kind: 'text',
      text: `第${index}条`,
      uploadId: null,
      now: t.clock.now(),
    });
    t.clock.advance(1_000);
  }
}

describe('console transcript of a service order', () => {
  it('pages the parties’ chat since the order was placed, newest page first, oldest first within a page', async () => {
    const order = await world.service.act({
      order: await world.paid(),
      transition: 'accept',
      actor: lawyer(),
    });
    await say(TRANSCRIPT_PAGE_SIZE + 5, 0);

    const newest = await transcript(`order_no=${order.order_no}`);
    expect(newest.code).toBe(0);
    expect(newest.data.list).toHaveLength(TRANSCRIPT_PAGE_SIZE);
    expect(newest.data.list[0]).toMatchObject({ sender: 'lawyer', kind: 'text', text: '第5条' });
    expect(newest.data.list.at(-1)).toMatchObject({ text: `第${TRANSCRIPT_PAGE_SIZE + 4}条` });
    expect(newest.data.before).not.toBeNull();

    const older = await transcript(`order_no=${order.order_no}&before=${newest.data.before}`);
    expect(older.data.list.map((message) => message.text)).toEqual([
      '第0条',
      '第1条',
      '第2条',
      '第3条',
      '第4条',
    ]);
    expect(older.data.list[0]!.sender).toBe('customer');
    expect(older.data.before).toBeNull();
  });

  it('answers an empty page for an order without a chat, and refuses unknown orders and bad positions', async () => {
    const waiting = await world.paid();
    // The same parties' earlier messages predate this order: they are not its transcript.
    const empty = await transcript(`order_no=${waiting.order_no}`);
    expect(empty.data).toEqual({ list: [], before: null });
    const unknown = await transcript('order_no=S2026010100000000');
    expect([unknown.code, unknown.msg]).toEqual([7, '订单不存在']);
    const bad = await transcript(`order_no=${waiting.order_no}&before=abc`);
    expect([bad.code, bad.msg]).toEqual([1, '消息位置格式不正确']);
  });

  it('refuses customers', async () => {
    const token = await loginAs(t.app, '13600009902');
    const order = await world.paid();
    const reply = await operatorCall(t.app, {
      method: 'GET',
      url: `${API.admin.serviceOrderTranscript}?order_no=${order.order_no}`,
      userToken: token,
    });
    expect(reply.code).toBe(2);
  });
});

describe('console state filter', () => {
  const listed = async (state: string) =>
    (await world.get<Page<AdminServiceOrderItem>>(`${API.admin.serviceOrders}?state=${state}&page_size=20`))
      .data;

  it('finds 待确认 (delivered, no refund open) and 退款中 (a refund request open) as users see them', async () => {
    const serving = await world.service.act({
      order: await world.paid(),
      transition: 'accept',
      actor: lawyer(),
    });
    const delivered = await world.service.act({
      order: await world.service.act({ order: await world.paid(), transition: 'accept', actor: lawyer() }),
      transition: 'deliver',
      actor: lawyer(),
      details: { note: '已交付' },
    });
    const refunding = await world.refundAsked();

    const toConfirm = await listed('to_confirm');
    expect(toConfirm.list.map((item) => item.order_no)).toEqual([delivered.order_no]);
    expect(toConfirm.list[0]).toMatchObject({ state: 'pending', state_label: '待确认' });
    const asked = await listed('refunding');
    expect(asked.list.map((item) => item.order_no)).toEqual([refunding.order_no]);
    expect(asked.list[0]).toMatchObject({ refund_open: 1 });
    const inService = (await listed('pending')).list.map((item) => item.order_no);
    expect(inService).toEqual(
      expect.arrayContaining([serving.order_no, delivered.order_no, refunding.order_no]),
    );
    const bad = await world.get(`${API.admin.serviceOrders}?state=refund`);
    expect([bad.code, bad.msg]).toEqual([1, '订单状态不正确']);
  });
});
