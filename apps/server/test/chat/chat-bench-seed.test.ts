import { API, type ChatConversation } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChatBench, type ChatBenchSeed } from '../../src/cli/demo/chat-bench';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The chat benchmark's data, small: 12 users, of whom 3 lawyers, each in one conversation. */
describe('seedChatBench', () => {
  let t: TestApp;
  let seeded: ChatBenchSeed;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedChatBench(t.app.db, {
      users: 12,
      conversations: 3,
      clock: t.clock,
      dataDir: t.config.dataDir,
    });
  });
  afterAll(async () => t.close());

  const detail = (token: string, conversationId: number) =>
    call<ChatConversation>(t.app, {
      method: 'GET',
      url: `${API.chatConversationDetail}?conversation_id=${conversationId}`,
      token,
    });

  it('answers a working session token for every user', async () => {
    expect(seeded.users).toHaveLength(12);
    expect(new Set(seeded.users.map((user) => user.token)).size).toBe(12);
    for (const user of seeded.users) {
      expect(await t.app.sessions.identify({ token: user.token })).toMatchObject({ id: user.id });
    }
    const lawyers = seeded.conversations.map((conversation) => seeded.users[conversation.lawyer]!.id);
    for (const user of seeded.users) {
      const identified = await t.app.sessions.identify({ token: user.token });
      expect(identified?.isLawyer).toBe(lawyers.includes(user.id));
    }
  });

  it('opens each conversation between a customer and a lawyer with a paid order in progress', async () => {
    expect(seeded.conversations).toHaveLength(3);
    for (const conversation of seeded.conversations) {
      const customer = seeded.users[conversation.customer]!.token;
      const lawyer = seeded.users[conversation.lawyer]!.token;
      for (const token of [customer, lawyer]) {
        const reply = await detail(token, conversation.id);
        expect(reply.body.data).toMatchObject({ free: false, open_order_no: conversation.orderNo });
      }
    }
    const states = await t.app.db.selectFrom('service_orders').select('state').execute();
    expect(states.map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuses to seed twice and refuses more conversations than pairs of users', async () => {
    const options = { clock: t.clock, dataDir: t.config.dataDir };
    await expect(seedChatBench(t.app.db, { users: 12, conversations: 3, ...options })).rejects.toThrow(
      '压测用户已存在',
    );
    await expect(seedChatBench(t.app.db, { users: 4, conversations: 3, ...options })).rejects.toThrow(
      '会话数须为',
    );
  });
});
