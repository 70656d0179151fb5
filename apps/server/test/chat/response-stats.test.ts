import { API, type LawyerDetail } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { median } from '../../src/modules/chat/response-stats';
import { call, loginAs } from '../helpers/api';
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
const DAY = 24 * 60 * MINUTE;
const responseOf = async () =>
  (await call<LawyerDetail>(t.app, { method: 'GET', url: `${API.lawyerDetail}?uuid=${world.lawyer.uuid}` }))
    .body.data.response;

describe('the lawyer page’s response figures (PRODUCT §9)', () => {
  it('counts the last 30 days of real chats: the share answered and the median wait for the first answer', async () => {
    expect(await responseOf()).toEqual({ conversations: 0, reply_rate: null, median_reply_minutes: null });

    // A question of 31 days ago (never answered) is outside the window.
    const old = world.ok(await world.sendText(world.customer, '很久以前的问题'));
    await t.app.db
      .updateTable('chat_messages')
      .set({ created_at: t.clock.now() - 31 * DAY })
      .where('id', '=', old.id)
      .execute();
    expect(await responseOf()).toEqual({ conversations: 0, reply_rate: null, median_reply_minutes: null });
    // This customer is answered after 10 minutes (the lawyer's second message does not count again).
    world.ok(await world.sendText(world.customer, '想咨询劳动合同'));
    t.clock.advance(10 * MINUTE);
    world.ok(await world.sendText(world.lawyer.token, '您好，请讲'));
    world.ok(await world.sendText(world.lawyer.token, '需要看一下合同'));
    // A second customer waits 30 minutes; a third is not answered.
    for (const [phone, wait] of [
      ['13711110001', 30],
      ['13711110002', null],
    ] as const) {
      const token = await loginAs(t.app, phone);
      const { id } = world.ok(
        await call<{ id: number }>(t.app, {
          method: 'POST',
          url: API.chatConversations,
          token,
          payload: { lawyer_uuid: world.lawyer.uuid },
        }),
      );
      const send = (as: string, text: string) =>
        call(t.app, {
          method: 'POST',
          url: API.chatMessages,
          token: as,
          payload: { conversation_id: id, client_id: `stats-${phone}-${text.length}`, kind: 'text', text },
        });
      world.ok(await send(token, '律师您好'));
      if (wait !== null) {
        t.clock.advance(wait * MINUTE);
        world.ok(await send(world.lawyer.token, '您好，请问什么问题'));
      }
    }
    expect(await responseOf()).toEqual({ conversations: 3, reply_rate: 67, median_reply_minutes: 20 });
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 30])).toBe(20);
  });
});
