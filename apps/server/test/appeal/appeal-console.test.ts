import {
  API,
  type AdminAppealDetail,
  type AdminAppealItem,
  type AdminStrikeLawyer,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall } from '../operator/operator-api';
import { finishedOrder } from '../review/review-fixtures';
import { appointmentWorld, HOUR, received } from '../appointment/appointment-fixtures';
import {
  answerAppeal,
  appealAction,
  appealBody,
  appealWorld,
  createAppeal,
  decide,
  okData,
  operatorAgain,
  type AppealWorld,
} from './appeal-fixtures';

let t: TestApp;
let world: AppealWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await appealWorld(t);
});
afterAll(async () => t.close());

const consoleGet = <T>(url: string) =>
  operatorCall<T>(t.app, { method: 'GET', url, operatorToken: world.operator });

async function say(token: string, conversationId: number, text: string, clientId: string) {
  okData(
    await call(t.app, {
      method: 'POST',
      url: API.chatMessages,
      token,
      payload: { conversation_id: conversationId, client_id: clientId, kind: 'text', text },
    }),
  );
}

describe('the console over appeals', () => {
  it('shows both sides, the chat transcript around the order and the order’s ledger', async () => {
    const orderNo = await finishedOrder(t.app, world);
    const conversation = okData(
      await call<{ id: number }>(t.app, {
        method: 'POST',
        url: API.chatConversations,
        token: world.customer,
        payload: { lawyer_uuid: world.lawyer.uuid },
      }),
    );
    await say(world.customer, conversation.id, '律师您好，意见书什么时候能给？', 'appeal-c-1');
    await say(world.lawyer.token, conversation.id, '今天之内发给您。', 'appeal-l-1');
    const appeal = okData(
      await createAppeal(t.app, world.customer, appealBody(orderNo, { type: '律师未履约' })),
    );
    // Said after the appeal: not part of what it attached.
    await say(world.customer, conversation.id, '我已经申诉了。', 'appeal-c-2');
    okData(
      await answerAppeal(t.app, world.lawyer.token, {
        id: appeal.id,
        answer: 'contest',
        text: '聊天记录显示已按时答复。',
      }),
    );

    const detail = await consoleGet<AdminAppealDetail>(`${API.admin.appeals}/${appeal.id}`);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      state: 'waiting_operator',
      type: '律师未履约',
      customer: { phone: expect.stringMatching(/^1\d{10}$/) },
      lawyer: { uuid: world.lawyer.uuid, phone: expect.stringMatching(/^1\d{10}$/) },
      answer: { kind: 'contest', text: '聊天记录显示已按时答复。' },
      actions: ['refund_full', 'refund_partial', 'reject'],
      transcript_truncated: false,
      lawyer_paused: false,
    });
    expect(detail.data.transcript.map((message) => [message.sender, message.text])).toEqual([
      ['customer', '律师您好，意见书什么时候能给？'],
      ['lawyer', '今天之内发给您。'],
    ]);
    expect(detail.data.ledger.map((line) => line.kind)).toContain('settle');

    const queue = await consoleGet<Page<AdminAppealItem>>(
      `${API.admin.appeals}?state=waiting_operator&order_no=${orderNo}`,
    );
    expect(queue.data.list.map((item) => item.id)).toEqual([appeal.id]);
    expect(queue.data.list[0]).toMatchObject({ refundable: detail.data.paid_amount, lawyer_strikes: 0 });

    expect(
      (
        await decide(t.app, world.operator, {
          id: appeal.id,
          decision: 'reject',
          reason_code: 'performed',
          text: '已答复。',
        })
      ).code,
    ).toBe(0);
    const again = await decide(t.app, world.operator, {
      id: appeal.id,
      decision: 'reject',
      reason_code: 'performed',
      text: '已答复。',
    });
    expect([again.code, again.msg]).toEqual([7, '订单状态已变化，请刷新']);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'appeal.decide')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target: `order:${orderNo}` })]);
    const decided = await consoleGet<AdminAppealDetail>(`${API.admin.appeals}/${appeal.id}`);
    expect(decided.data.decided_by).not.toBeNull();
  });

  it('attaches at most the latest 200 messages, and says older ones were left out', async () => {
    const orderNo = await finishedOrder(t.app, world, { customer: world.otherCustomer });
    const conversation = okData(
      await call<{ id: number }>(t.app, {
        method: 'POST',
        url: API.chatConversations,
        token: world.otherCustomer,
        payload: { lawyer_uuid: world.lawyer.uuid },
      }),
    );
    const { customer_id: customerId } = await t.app.db
      .selectFrom('conversations')
      .select('customer_id')
      .where('id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 201 }, (_, index) => ({
          conversation_id: conversation.id,
          sender: 'customer' as const,
          sender_user_id: customerId,
          client_id: `bulk-${index}`,
          kind: 'text' as const,
          text: `第${index}条`,
          created_at: t.clock.now(),
        })),
      )
      .execute();
    const appeal = okData(await createAppeal(t.app, world.otherCustomer, appealBody(orderNo)));
    const detail = await consoleGet<AdminAppealDetail>(`${API.admin.appeals}/${appeal.id}`);
    expect(detail.data.transcript).toHaveLength(200);
    expect(detail.data.transcript_truncated).toBe(true);
    expect(detail.data.transcript[0]!.text).toBe('第1条');
    expect(detail.data.transcript[199]!.text).toBe('第200条');
  });

  it('pauses a lawyer at the third refunded appeal in 60 days, lists them, and lifts the pause (audited)', async () => {
    const lawyer = world.otherLawyer;
    for (let index = 0; index < 3; index += 1) {
      const orderNo = await finishedOrder(t.app, world, { lawyer });
      const appeal = okData(await createAppeal(t.app, world.customer, appealBody(orderNo)));
      okData(await answerAppeal(t.app, lawyer.token, { id: appeal.id, answer: 'offer', amount: 100 }));
      okData(await appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' }));
    }
    const accepting = async () =>
      (
        await t.app.db
          .selectFrom('lawyers')
          .select('accepting')
          .where('id', '=', lawyer.id)
          .executeTakeFirstOrThrow()
      ).accepting;
    expect(await accepting()).toBe(0);
    const paused = await consoleGet<Page<AdminStrikeLawyer>>(`${API.admin.lawyerStrikes}?paused=1`);
    expect(paused.data.list).toEqual([
      expect.objectContaining({
        lawyer: expect.objectContaining({ uuid: lawyer.uuid }),
        strikes_in_window: 3,
        paused: true,
      }),
    ]);
    expect(paused.data.list[0]!.strikes).toHaveLength(3);

    const lift = (note: string) =>
      operatorCall(t.app, {
        method: 'POST',
        url: API.admin.lawyerStrikeLift,
        operatorToken: world.operator,
        payload: { lawyer_uuid: lawyer.uuid, note },
      });
    expect((await lift('已约谈，恢复接单。')).code).toBe(0);
    const after = await consoleGet<Page<AdminStrikeLawyer>>(
      `${API.admin.lawyerStrikes}?lawyer_uuid=${lawyer.uuid}`,
    );
    expect(after.data.list[0]).toMatchObject({ paused: false, strikes_in_window: 0 });
    expect(after.data.list[0]!.strikes.every((strike) => strike.lifted_at !== null)).toBe(true);
    const second = await lift('再次解除');
    expect([second.code, second.msg]).toEqual([7, '该律师当前没有因违规被暂停接单']);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'strike.lift')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ target: `lawyer:${lawyer.uuid}`, detail: '已约谈，恢复接单。' }),
    ]);
  });

  it('decides an appeal on an appointment: refunded in full, the appointment’s refunded amount grows', async () => {
    const appointments = await appointmentWorld(t);
    const accepted = await received(t, appointments);
    t.clock.advance(27 * HOUR);
    const met = await call<{ state: string }>(t.app, {
      method: 'POST',
      url: API.appointmentAction,
      token: appointments.lawyerA.token,
      payload: { order_no: accepted.order_no, action: 'mark_met' },
    });
    expect(met.body.data.state).toBe('finished');
    const appeal = okData(
      await createAppeal(
        t.app,
        appointments.customer,
        appealBody(accepted.order_no, { order_kind: 'appointment' }),
      ),
    );
    expect(appeal.order_title).toBe('线下咨询预约');
    okData(
      await answerAppeal(t.app, appointments.lawyerA.token, {
        id: appeal.id,
        answer: 'contest',
        text: '已按时面谈。',
      }),
    );
    const decided = await decide(t.app, await operatorAgain(t, world), {
      id: appeal.id,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '面谈时间不足约定的一半。',
    });
    expect(decided.code).toBe(0);
    const row = await t.app.db
      .selectFrom('appointments')
      .select(['paid_amount', 'refunded_amount'])
      .where('order_no', '=', accepted.order_no)
      .executeTakeFirstOrThrow();
    expect(row.paid_amount).toBeGreaterThan(0);
    expect(row.refunded_amount).toBe(row.paid_amount);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select('target')
      .where('action', '=', 'appeal.decide')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`appointment:${accepted.order_no}`);
  });
});
