import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MATTERS } from '../../src/cli/demo/matters';
import { DEMO_CUSTOMER_PHONES, seedDemo } from '../../src/cli/demo/seed-demo';
import { demoDocumentsOf } from '../helpers/demo-documents';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

/** The demo data agrees with itself (issue 18): dates, conversations, descriptions, reviews, reviewers. */
describe('demo data coherence', () => {
  let t: TestApp;
  /** Each lawyer's (lawyers.id) topics: those of the matters of their legal-type leaves. */
  const topicsOf = new Map<number, string[]>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(
      t.app.db,
      { info: () => undefined },
      { dataDir: t.config.dataDir, now: t.clock.now(), documents: demoDocumentsOf(t) },
    );
    const links = await t.app.db
      .selectFrom('lawyer_legal_types')
      .innerJoin('legal_types', 'legal_types.id', 'lawyer_legal_types.legal_type_id')
      .select(['lawyer_legal_types.lawyer_id', 'legal_types.name'])
      .execute();
    for (const link of links) {
      const topic = DEMO_MATTERS[link.name]!.topic;
      topicsOf.set(link.lawyer_id, [...(topicsOf.get(link.lawyer_id) ?? []), topic]);
    }
  }, 120_000);
  afterAll(async () => t.close());

  const orders = () =>
    t.app.db
      .selectFrom('service_orders')
      .select(['id', 'customer_id', 'lawyer_id', 'service_name', 'description', 'created_at'])
      .select(['paid_at', 'accepted_at', 'delivered_at', 'finished_at'])
      .execute();

  it('lets users join on dates spread before their first order, document or purchase', async () => {
    const users = await t.app.db.selectFrom('users').select(['id', 'created_at']).execute();
    const firsts = new Map<number, number>();
    const did = (userId: number | null, at: number | string) => {
      if (userId !== null) firsts.set(userId, Math.min(firsts.get(userId) ?? Infinity, Number(at)));
    };
    for (const order of await orders()) did(order.customer_id, order.created_at);
    const lawyerUsers = await t.app.db
      .selectFrom('lawyers')
      .select(['id', 'user_id', 'created_at'])
      .execute();
    const userOfLawyer = new Map(lawyerUsers.map((lawyer) => [lawyer.id, lawyer.user_id]));
    for (const order of await orders()) did(userOfLawyer.get(order.lawyer_id)!, order.created_at);
    for (const upload of await t.app.db
      .selectFrom('uploads')
      .select(['owner_user_id', 'created_at'])
      .execute())
      did(upload.owner_user_id, upload.created_at);
    const bought = await t.app.db.selectFrom('document_orders').select(['buyer_id', 'created_at']).execute();
    for (const order of bought) did(order.buyer_id, order.created_at);

    expect(firsts.size).toBeGreaterThan(users.length / 2);
    for (const user of users) {
      expect(user.created_at).toBeLessThan(firsts.get(user.id) ?? t.clock.now());
    }
    const joinDays = new Set(users.map((user) => Math.floor(user.created_at / DAY)));
    expect(joinDays.size).toBeGreaterThan(users.length / 2);
    const times = users.map((user) => user.created_at);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * DAY);
    const operator = await t.app.db.selectFrom('operators').select('created_at').executeTakeFirstOrThrow();
    expect(operator.created_at).toBeLessThan(Math.min(...times));
  });

  it('certifies each lawyer (入驻) after registering and before their first order, review and document', async () => {
    const lawyers = await t.app.db
      .selectFrom('lawyers')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .select(['lawyers.id', 'lawyers.created_at', 'users.created_at as joined_at'])
      .execute();
    const reviews = await t.app.db.selectFrom('reviews').select(['lawyer_id', 'created_at']).execute();
    const documents = await t.app.db
      .selectFrom('documents')
      .select(['uploader_lawyer_id', 'created_at'])
      .execute();
    const allOrders = await orders();
    expect(documents.length).toBeGreaterThan(0);
    for (const lawyer of lawyers) {
      expect(lawyer.joined_at).toBeLessThan(lawyer.created_at);
      const times = [
        ...allOrders.filter((order) => order.lawyer_id === lawyer.id).map((order) => order.created_at),
        ...reviews.filter((review) => review.lawyer_id === lawyer.id).map((review) => review.created_at),
        ...documents.filter((doc) => doc.uploader_lawyer_id === lawyer.id).map((doc) => doc.created_at),
      ].map(Number);
      for (const at of times) expect(lawyer.created_at).toBeLessThan(at);
    }
  });

  it('gives every order the conversation its parties had between acceptance and delivery', async () => {
    const all = await orders();
    const consultations = all.filter((order) => order.service_name === '图文咨询');
    const customers = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('phone', 'in', DEMO_CUSTOMER_PHONES)
      .execute();
    const demoCustomerIds = new Set(customers.map((customer) => customer.id));
    expect(consultations.some((order) => demoCustomerIds.has(order.customer_id))).toBe(true);
    for (const order of all) {
      const messages = await t.app.db
        .selectFrom('chat_messages')
        .innerJoin('conversations', 'conversations.id', 'chat_messages.conversation_id')
        .select([
          'chat_messages.id',
          'chat_messages.sender',
          'chat_messages.text',
          'chat_messages.created_at',
        ])
        .where('conversations.customer_id', '=', order.customer_id)
        .where('conversations.lawyer_id', '=', order.lawyer_id)
        .where('chat_messages.created_at', '>', order.accepted_at!)
        .where('chat_messages.created_at', '<', order.delivered_at!)
        .orderBy('chat_messages.id')
        .execute();
      expect(order.paid_at!).toBeLessThan(order.accepted_at!);
      expect(order.delivered_at!).toBeLessThan(order.finished_at!);
      expect(new Set(messages.map((message) => message.sender))).toEqual(new Set(['customer', 'lawyer']));
      const times = messages.map((message) => Number(message.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      if (order.service_name !== '图文咨询') {
        expect(messages[0]!.text).toContain(order.service_name);
        continue;
      }
      // The consultation is about what the order asked: the topic its description names.
      expect(messages.length).toBeGreaterThanOrEqual(6);
      const topic = topicsOf.get(order.lawyer_id)!.find((candidate) => order.description.includes(candidate));
      expect(topic, order.description).toBeDefined();
      expect(messages.some((message) => message.text!.includes(topic!))).toBe(true);
    }
    const unread = await t.app.db
      .selectFrom('conversations')
      .select(['last_message_id', 'customer_read_id', 'lawyer_read_id'])
      .where('last_message_id', '>', 0)
      .execute();
    expect(unread.length).toBeGreaterThan(0);
    for (const conversation of unread) {
      expect([conversation.customer_read_id, conversation.lawyer_read_id]).toEqual([
        conversation.last_message_id,
        conversation.last_message_id,
      ]);
    }
  });

  it('describes each order as fits its service and a matter of the lawyer’s legal types', async () => {
    const allOrders = await orders();
    const services = new Set(allOrders.map((order) => order.service_name));
    expect(services).toEqual(new Set(['图文咨询', '电话咨询', '合同审查', '文书代写', '律师函']));
    for (const order of allOrders) {
      const { description } = order;
      switch (order.service_name) {
        case '图文咨询':
        case '电话咨询':
          expect(description).toContain('？');
          expect(description).not.toMatch(/审查一份|代写|律师函/);
          expect(topicsOf.get(order.lawyer_id)!.some((topic) => description.includes(topic))).toBe(true);
          break;
        case '合同审查':
          expect(description).toMatch(/一份\S*(合同|协议)/);
          break;
        case '文书代写':
          expect(description).toMatch(/^想请律师代写一份\S*(状|书|章程)。/);
          break;
        default:
          expect(description).toContain('律师函');
      }
    }
  });

  it('reviews a matter of the lawyer’s legal types, each text written once, by people named like people', async () => {
    const reviews = await t.app.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.customer_id')
      .select(['reviews.lawyer_id', 'reviews.text', 'reviews.anonymous', 'users.nickname', 'users.phone'])
      .execute();
    expect(reviews.length).toBeGreaterThan(100);
    expect(new Set(reviews.map((review) => review.text)).size).toBe(reviews.length);
    for (const review of reviews) {
      expect(topicsOf.get(review.lawyer_id)!.some((topic) => review.text.includes(topic))).toBe(true);
      expect(review.nickname).toMatch(/^[\u4e00-\u9fff]{1,2}(先生|女士)$/);
      expect(DEMO_CUSTOMER_PHONES).not.toContain(review.phone);
    }
    expect(reviews.some((review) => review.anonymous === 1)).toBe(true);
  });
});
