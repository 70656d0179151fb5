import { API, MSG, REFUND_ANSWER_HOURS } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { refundHearingWorld, type RefundHearingWorld } from './refund-hearing-fixtures';

const HOUR = 3_600_000;
const NOT_HEARD = '律师答复期内（申请后24小时内），暂不能处理该退款申请';

let t: TestApp;
let w: RefundHearingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await refundHearingWorld(t);
});
afterAll(async () => t.close());

describe('a refund request during service is heard before it is decided (PRODUCT §12a)', () => {
  it('asks the lawyer to answer within 24 h; until then the operator is refused and sees no decision to take', async () => {
    const orderNo = await w.refundAsked();
    const asked = t.clock.now();
    const lawyerView = (await w.serviceDetail(w.lawyer.token, orderNo)).data;
    expect(lawyerView.actions).toEqual(expect.arrayContaining(['agree_refund', 'answer_refund']));
    expect(lawyerView.refund_requests.at(-1)).toMatchObject({
      status: 0,
      lawyer_answer: null,
      answer_due_at: asked + REFUND_ANSWER_HOURS * HOUR,
      decision: null,
    });
    const customerView = (await w.serviceDetail(w.customer, orderNo)).data;
    expect(customerView.actions).not.toContain('answer_refund');
    expect(customerView.actions).not.toContain('agree_refund');
    const [notice] = await w.notices(w.lawyer.token);
    expect(notice).toMatchObject({ kind: 'refund_requested', title: '用户申请退款' });
    expect(notice!.body).toContain('请在24小时内同意退款或说明情况');

    const consoleView = (await w.consoleOrder(orderNo)).data;
    expect(consoleView.actions).toEqual([]);
    const id = await w.openRequestId(orderNo);
    const refused = await w.decideService({
      id,
      decision: 'reject',
      reason_code: 'performed',
      text: '已答复',
    });
    expect([refused.code, refused.msg]).toEqual([7, NOT_HEARD]);
  });

  it("takes the lawyer's answer once, shows it to both sides and the console, then lets the operator decide with a reason both read", async () => {
    const orderNo = await w.refundAsked();
    const image = await w.imageOf(w.lawyer.token);
    const answered = await w.serviceAction(w.lawyer.token, {
      order_no: orderNo,
      action: 'answer_refund',
      text: '已在聊天中回复三次，见聊天记录',
      images: [image],
    });
    expect(answered.code).toBe(0);
    expect(answered.data.actions).not.toContain('answer_refund');
    expect(answered.data.actions).toContain('agree_refund');
    const again = await w.serviceAction(w.lawyer.token, {
      order_no: orderNo,
      action: 'answer_refund',
      text: '再说一次',
      images: [],
    });
    expect([again.code, again.msg]).toEqual([7, '没有待答复的退款申请']);

    const customerView = (await w.serviceDetail(w.customer, orderNo)).data;
    const request = customerView.refund_requests.at(-1)!;
    expect(request).toMatchObject({
      lawyer_answer: { text: '已在聊天中回复三次，见聊天记录', created_at: t.clock.now() },
      answer_due_at: null,
      decision: null,
    });
    expect(request.lawyer_answer!.images[0]).toMatch(signedImageUrl(image));
    expect(customerView.events.at(-1)).toMatchObject({
      transition: 'answer_refund',
      label: '律师说明情况',
      actor: 'lawyer',
      note: '已在聊天中回复三次，见聊天记录',
    });
    const [notice] = await w.notices(w.customer);
    expect(notice).toMatchObject({ kind: 'refund_answered', title: '律师已答复退款申请' });

    const consoleView = (await w.consoleOrder(orderNo)).data;
    expect(consoleView.actions).toEqual(['refund_full', 'refund_partial', 'refund_refused']);
    expect(consoleView.refund_requests.at(-1)!.lawyer_answer?.text).toBe('已在聊天中回复三次，见聊天记录');

    const id = await w.openRequestId(orderNo);
    const decided = await w.decideService({
      id,
      decision: 'refund_partial',
      amount: 1900,
      reason_code: 'poor_quality',
      text: '律师回复不及时，退还部分费用',
    });
    expect(decided.code).toBe(0);
    const decision = {
      result: 'refund_partial',
      amount: 1900,
      reason_code: 'poor_quality',
      reason_label: '服务质量未达到约定标准',
      text: '律师回复不及时，退还部分费用',
      decided_at: t.clock.now(),
    };
    for (const token of [w.customer, w.lawyer.token]) {
      const view = (await w.serviceDetail(token, orderNo)).data;
      expect(view).toMatchObject({ state: 'finish', refunded_amount: 1900 });
      expect(view.refund_requests.at(-1)).toMatchObject({ status: 1, amount: 1900, decision });
      const [result] = await w.notices(token);
      expect(result).toMatchObject({ kind: 'refund_decided', title: '退款处理结果' });
      expect(result!.body).toContain(
        '平台部分同意退款，¥19.00 将原路退回（服务质量未达到约定标准：律师回复不及时，退还部分费用）',
      );
    }
    const record = (await w.consoleOrder(orderNo)).data.refund_requests.at(-1)!;
    expect(record).toMatchObject({ decision, decided_by: expect.any(String) });
    expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
  });

  it("grants everything still paid at once when the lawyer agrees, recorded as the lawyer's agreement", async () => {
    const orderNo = await w.refundAsked();
    const agreed = await w.serviceAction(w.lawyer.token, { order_no: orderNo, action: 'agree_refund' });
    expect(agreed.code).toBe(0);
    expect(agreed.data).toMatchObject({ state: 'cancelled', refunded_amount: agreed.data.paid_amount });
    expect(agreed.data.refund_requests.at(-1)).toMatchObject({
      status: 1,
      result: 'full',
      decision: {
        result: 'refund_full',
        amount: agreed.data.paid_amount,
        reason_code: 'lawyer_agreed',
        reason_label: '律师同意全额退款',
      },
    });
    expect(agreed.data.events.at(-1)).toMatchObject({ transition: 'agree_refund', actor: 'lawyer' });
    const refund = await t.app.db
      .selectFrom('payments')
      .select(['amount', 'kind'])
      .where('order_no', '=', orderNo)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(refund.amount).toBe(agreed.data.paid_amount);
    const [notice] = await w.notices(w.customer);
    expect(notice!.body).toContain('律师同意退款');
    expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
  });

  it('lets the operator decide once 24 h passed without an answer; a refusal keeps the service going with the reason', async () => {
    const orderNo = await w.refundAsked();
    const id = await w.openRequestId(orderNo);
    t.clock.advance(REFUND_ANSWER_HOURS * HOUR - 60_000);
    await w.relogin();
    expect(
      (await w.decideService({ id, decision: 'refund_full', reason_code: 'other', text: '尚早' })).msg,
    ).toBe(NOT_HEARD);
    const waiting = (await w.serviceDetail(w.customer, orderNo)).data.refund_requests.at(-1)!;
    expect(waiting.answer_due_at).toBe(t.clock.now() + 60_000);
    t.clock.advance(60_000);
    // Past the lawyer's time the platform decides: no time to show any more, the request still open.
    const past = (await w.serviceDetail(w.customer, orderNo)).data.refund_requests.at(-1)!;
    expect(past).toMatchObject({ status: 0, answer_due_at: null, lawyer_answer: null });
    expect((await w.consoleOrder(orderNo)).data.actions).toEqual([
      'refund_full',
      'refund_partial',
      'refund_refused',
    ]);
    const refused = await w.decideService({
      id,
      decision: 'reject',
      reason_code: 'insufficient_evidence',
      text: '未提供律师未回复的证据',
    });
    expect(refused.code).toBe(0);
    const view = (await w.serviceDetail(w.lawyer.token, orderNo)).data;
    expect(view).toMatchObject({ state: 'pending', refund_open: 0 });
    expect(view.actions).not.toContain('answer_refund');
    expect(view.refund_requests.at(-1)).toMatchObject({
      status: 2,
      decision: {
        result: 'rejected',
        amount: null,
        reason_label: '证据不足，无法支持退款',
        text: '未提供律师未回复的证据',
      },
    });
    const [notice] = await w.notices(w.customer);
    expect(notice!.body).toContain(
      '平台不予退款，服务继续（证据不足，无法支持退款：未提供律师未回复的证据）',
    );
  });

  it("shows the operator the parties' chat on an order with a refund request, and none on others", async () => {
    const quiet = await w.serving();
    expect((await w.consoleOrder(quiet)).data).toMatchObject({ transcript: [], transcript_truncated: false });

    const orderNo = await w.refundAsked();
    await w.say('customer', '律师您好，合同什么时候能看完？');
    t.clock.advance(1_000);
    await w.say('lawyer', '今天下班前发给您');
    const { transcript, transcript_truncated } = (await w.consoleOrder(orderNo)).data;
    expect(transcript_truncated).toBe(false);
    expect(transcript.slice(-2)).toEqual([
      expect.objectContaining({ sender: 'customer', kind: 'text', text: '律师您好，合同什么时候能看完？' }),
      expect.objectContaining({ sender: 'lawyer', kind: 'text', text: '今天下班前发给您' }),
    ]);
  });
});

describe('who may answer and what an answer must be', () => {
  it("refuses the customer and the operator the lawyer's answer, and the lawyer a decision", async () => {
    const orderNo = await w.refundAsked();
    for (const action of ['answer_refund', 'agree_refund']) {
      const reply = await w.serviceAction(w.customer, {
        order_no: orderNo,
        action,
        text: '我来答复',
        images: [],
      });
      expect([action, reply.code, reply.msg]).toEqual([action, 7, MSG.forbidden]);
    }
    const id = await w.openRequestId(orderNo);
    const asLawyer = await t.app.inject({
      method: 'POST',
      url: API.admin.refundDecision,
      headers: { 'x-token': w.lawyer.token },
      payload: { id, decision: 'refund_full', reason_code: 'other', text: '我同意' },
    });
    expect(asLawyer.json<{ code: number }>().code).not.toBe(0);
    expect((await w.serviceDetail(w.customer, orderNo)).data.refund_requests.at(-1)!.status).toBe(0);
  });

  it('answers bad answers with code 1 and a Chinese message, writing nothing', async () => {
    const orderNo = await w.refundAsked();
    const foreign = await w.imageOf(w.customer);
    const own = await Promise.all(Array.from({ length: 7 }, () => w.imageOf(w.lawyer.token)));
    const cases: Array<[object, RegExp]> = [
      [{ text: '短', images: [] }, /情况说明/],
      [{ text: 'x'.repeat(501), images: [] }, /情况说明/],
      [{ images: [] }, /情况说明/],
      [{ text: '已按约定提供服务', images: own }, /说明图片/],
      [{ text: '已按约定提供服务', images: [foreign] }, /图片/],
    ];
    for (const [body, message] of cases) {
      const reply = await w.serviceAction(w.lawyer.token, {
        order_no: orderNo,
        action: 'answer_refund',
        ...body,
      });
      expect(reply.code).toBe(1);
      expect(reply.msg).toMatch(message);
    }
    expect(
      (await w.serviceDetail(w.customer, orderNo)).data.refund_requests.at(-1)!.lawyer_answer,
    ).toBeNull();
  });

  it('refuses decisions without a reason code or text, or with an unknown reason, with code 1', async () => {
    const orderNo = await w.refundAsked();
    await w.serviceAction(w.lawyer.token, {
      order_no: orderNo,
      action: 'answer_refund',
      text: '已按约定提供服务',
      images: [],
    });
    const id = await w.openRequestId(orderNo);
    for (const body of [
      { id, decision: 'refund_full', text: '同意退款' },
      { id, decision: 'refund_full', reason_code: 'other' },
      { id, decision: 'reject', reason_code: 'other', text: '短' },
      { id, decision: 'reject', reason_code: 'because', text: '不予退款' },
      { id, decision: 'full', reason_code: 'other', text: '旧的写法' },
    ]) {
      const reply = await w.decideService(body);
      expect([body, reply.code]).toEqual([body, 1]);
      expect(reply.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
