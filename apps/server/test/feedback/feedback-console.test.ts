import { API, type AdminFeedbackItem, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { ownFeedback, sendFeedback, uploadedImageId } from './feedback-api';

let t: TestApp;
let userToken: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInOperator(t.app, t.clock.now());
  userToken = await loginAs(t.app, '13812345678');
});
afterAll(async () => t.close());

const inbox = (query = '', token = staff) =>
  operatorCall<Page<AdminFeedbackItem>>(t.app, {
    method: 'GET',
    url: `${API.admin.feedback}${query}`,
    operatorToken: token,
  });

const replyTo = (id: number, reply: string, tokens: { operatorToken?: string; userToken?: string }) =>
  operatorCall(t.app, { method: 'POST', url: API.admin.feedbackReply, payload: { id, reply }, ...tokens });

async function send(content: string): Promise<number> {
  const reply = await sendFeedback(t.app, userToken, { content });
  t.clock.advance(1000);
  return reply.body.data.id;
}

describe('console feedback inbox', () => {
  it('lists every user’s feedback newest first with the sender, filtered by handled', async () => {
    const image = await uploadedImageId(t.app, userToken);
    await sendFeedback(t.app, userToken, { content: '带截图的反馈内容', images: [image] });
    t.clock.advance(1000);
    const other = await loginAs(t.app, '13987654321');
    await sendFeedback(t.app, other, { content: '另一位用户的反馈' });
    t.clock.advance(1000);

    const all = await inbox();
    expect(all.code).toBe(0);
    expect(all.data.list.map((item) => [item.content, item.user_phone, item.user_nickname])).toEqual([
      ['另一位用户的反馈', '13987654321', '用户4321'],
      ['带截图的反馈内容', '13812345678', '用户5678'],
    ]);
    expect(all.data.list[1]?.images).toEqual([expect.stringMatching(signedImageUrl(image))]);

    await replyTo(all.data.list[1]!.id, '已收到，谢谢', { operatorToken: staff });
    expect((await inbox('?handled=0')).data.list.map((item) => item.content)).toEqual(['另一位用户的反馈']);
    expect((await inbox('?handled=1')).data.list.map((item) => item.content)).toEqual(['带截图的反馈内容']);
    expect(await inbox('?handled=2')).toMatchObject({ code: 1 });
  });

  it('is closed to users and to requests without an operator token', async () => {
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.feedback, userToken })).toMatchObject({
      code: 2,
    });
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.feedback })).toMatchObject({ code: 2 });
  });
});

describe('console feedback reply', () => {
  it('marks the feedback handled, and the user sees the reply in their list', async () => {
    const id = await send('律师主页的电话咨询按钮点不动');
    expect(await replyTo(id, '  已修复，请更新后再试  ', { operatorToken: staff })).toEqual({
      code: 0,
      msg: 'ok',
      data: null,
    });
    const mine = (await ownFeedback(t.app, userToken)).body.data.list.find((item) => item.id === id);
    expect(mine).toMatchObject({ handled: 1, reply: '已修复，请更新后再试', replied_at: t.clock.now() });
  });

  it('replaces the reply when answering again', async () => {
    const id = await send('希望可以按价格筛选律师');
    await replyTo(id, '好的，我们会考虑', { operatorToken: staff });
    t.clock.advance(5000);
    await replyTo(id, '已在排期中，预计下月上线', { operatorToken: staff });
    const item = (await inbox('?handled=1')).data.list.find((entry) => entry.id === id);
    expect(item).toMatchObject({ reply: '已在排期中，预计下月上线', replied_at: t.clock.now() });
  });

  it('writes the reply to the audit log', async () => {
    const id = await send('订单页面的金额显示不对');
    await replyTo(id, '已核实，是显示问题', { operatorToken: staff });
    await replyTo(id, '已修复显示问题', { operatorToken: staff });
    const log = await operatorCall<Page<AuditLogItem>>(t.app, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=feedback.reply&page_size=2`,
      operatorToken: staff,
    });
    expect(log.data.list.map((entry) => [entry.operator, entry.target, entry.detail])).toEqual([
      ['运营 alice', `feedback:${id}`, '修改回复：已修复显示问题'],
      ['运营 alice', `feedback:${id}`, '已核实，是显示问题'],
    ]);
  });

  it('refuses users, unknown feedback and a too short reply', async () => {
    const id = await send('用户自己不能回复反馈');
    expect(await replyTo(id, '我自己回复一下', { userToken })).toMatchObject({ code: 2 });
    expect(await replyTo(id, '没有令牌', {})).toMatchObject({ code: 2 });
    expect(await replyTo(999_999, '不存在的反馈', { operatorToken: staff })).toEqual({
      code: 7,
      msg: '反馈不存在',
      data: null,
    });
    expect(await replyTo(id, '好', { operatorToken: staff })).toEqual({
      code: 1,
      msg: '回复内容至少2个字',
      data: null,
    });
    const mine = (await ownFeedback(t.app, userToken)).body.data.list.find((item) => item.id === id);
    expect(mine).toMatchObject({ handled: 0, reply: null });
  });
});
