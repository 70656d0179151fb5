import {
  API,
  commissionOf,
  type AdminAppealDetail,
  type AdminAppealItem,
  type AppealEligibility,
  type AppealSummary,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall } from '../operator/operator-api';
import {
  answerAppeal,
  appealAction,
  appealBody,
  balance,
  createAppeal,
  decide,
  lawyerDetail,
  ledgerTotal,
  okData,
} from './appeal-fixtures';
import {
  chatWithUploader,
  documentAppealBody,
  documentAppealWorld,
  documentOrder,
  releasedDocumentOrder,
  type DocumentAppealWorld,
} from './document-appeal-fixtures';

const DAY = 24 * 3_600_000;

let t: TestApp;
let world: DocumentAppealWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentAppealWorld(t);
});
afterAll(async () => t.close());

const refusal = (reply: { body: { code: number; msg: string } }) => [reply.body.code, reply.body.msg];
const pending = () => balance(t, ACCOUNTS.lawyerPending(world.lawyerId));
const available = () => balance(t, ACCOUNTS.lawyerAvailable(world.lawyerId));
const revenue = () => balance(t, ACCOUNTS.platformRevenue);
const clearing = () => balance(t, ACCOUNTS.clearing('sandbox'));
const money = async () => ({
  pending: await pending(),
  available: await available(),
  revenue: await revenue(),
  clearing: await clearing(),
});
const holdOf = (orderId: number) =>
  t.app.db
    .selectFrom('fund_holds')
    .selectAll()
    .where('order_kind', '=', 'document')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const orderRow = (orderNo: string) =>
  t.app.db
    .selectFrom('document_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
const refundsOf = (orderNo: string) =>
  t.app.db
    .selectFrom('payments')
    .select('amount')
    .where('order_no', '=', orderNo)
    .where('kind', '=', 'refund')
    .orderBy('id')
    .execute();
const strikesOf = (appealId: number) =>
  t.app.db.selectFrom('lawyer_strikes').selectAll().where('appeal_id', '=', appealId).execute();
const consoleGet = <T>(url: string) =>
  operatorCall<T>(t.app, { method: 'GET', url, operatorToken: world.operator });
const eligibilityOf = (token: string, orderNo: string) =>
  call<AppealEligibility>(t.app, {
    method: 'GET',
    url: `${API.appealEligibility}?order_kind=document&order_no=${orderNo}`,
    token,
  });

describe('an appeal on a finished document order', () => {
  it('is offered within 7 days of the first download, named by the document’s title', async () => {
    const order = await documentOrder(t, world);
    const eligibility = okData(await eligibilityOf(world.customer.token, order.orderNo));
    expect(eligibility).toMatchObject({
      can_appeal: true,
      order_title: order.title,
      document_id: order.documentId,
      deadline: (await orderRow(order.orderNo)).finished_at! + 7 * DAY,
      appeal_ids: [],
    });
  });

  it('offered in part by the uploader and accepted: the pending share and the commission go back, a strike', async () => {
    await chatWithUploader(t, world);
    const order = await documentOrder(t, world);
    const appeal = okData(await createAppeal(t.app, world.customer.token, documentAppealBody(order.orderNo)));
    expect(appeal).toMatchObject({
      state: 'waiting_lawyer',
      order_kind: 'document',
      order_title: order.title,
      document_id: order.documentId,
      type: '文件无法使用',
      paid_amount: order.price,
      refundable: order.price,
    });
    expect((await holdOf(order.id)).appeal_id).toBe(appeal.id);
    // No conversation belongs to a document order: the chat with the uploader stays out of the appeal.
    const transcript = await t.app.db
      .selectFrom('appeal_transcripts')
      .selectAll()
      .where('appeal_id', '=', appeal.id)
      .execute();
    expect(transcript).toEqual([]);
    const seen = okData(await lawyerDetail(t.app, world.lawyerToken, appeal.id));
    expect(seen.actions).toEqual(['offer', 'contest']);

    const refund = 500;
    okData(
      await answerAppeal(t.app, world.lawyerToken, {
        id: appeal.id,
        answer: 'offer',
        amount: refund,
        text: '文件已重新上传，另退一部分费用。',
      }),
    );
    const before = await money();
    const accepted = okData(
      await appealAction(t.app, world.customer.token, { id: appeal.id, action: 'accept_offer' }),
    );
    expect(accepted).toMatchObject({ state: 'refunded', refund_amount: refund, refunded_amount: refund });
    const commission = commissionOf(refund, 3000);
    expect(await money()).toEqual({
      pending: before.pending - (refund - commission),
      available: before.available,
      revenue: before.revenue - commission,
      clearing: before.clearing + refund,
    });
    expect(await ledgerTotal(t)).toBe(0);
    expect(Number((await orderRow(order.orderNo)).refunded_amount)).toBe(refund);
    expect((await refundsOf(order.orderNo)).map((row) => row.amount)).toEqual([refund]);
    const hold = await holdOf(order.id);
    expect(hold.appeal_id).toBeNull();
    expect(Number(hold.amount)).toBe(order.price - commissionOf(order.price, 3000) - (refund - commission));
    expect(await strikesOf(appeal.id)).toHaveLength(1);
  });

  it('contested, then refunded in full by an operator: clawed back from available once released', async () => {
    const order = await releasedDocumentOrder(t, world);
    expect((await holdOf(order.id)).released_at).not.toBeNull();
    const appeal = okData(
      await createAppeal(
        t.app,
        world.customer.token,
        documentAppealBody(order.orderNo, { type: '内容与描述不符', text: '文档只有两页，与介绍不符。' }),
      ),
    );
    okData(
      await answerAppeal(t.app, world.lawyerToken, {
        id: appeal.id,
        answer: 'contest',
        text: '介绍中已写明页数。',
      }),
    );
    const before = await money();
    const decided = await decide(t.app, world.operator, {
      id: appeal.id,
      decision: 'refund_full',
      reason_code: 'other',
      text: '文档内容与介绍明显不符，全额退款。',
    });
    expect(decided.code).toBe(0);
    const commission = commissionOf(order.price, 3000);
    expect(await money()).toEqual({
      pending: before.pending,
      available: before.available - (order.price - commission),
      revenue: before.revenue - commission,
      clearing: before.clearing + order.price,
    });
    expect(await ledgerTotal(t)).toBe(0);
    expect(Number((await orderRow(order.orderNo)).refunded_amount)).toBe(order.price);
    expect((await refundsOf(order.orderNo)).map((row) => row.amount)).toEqual([order.price]);
    expect(await strikesOf(appeal.id)).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select('target')
      .where('action', '=', 'appeal.decide')
      .execute();
    expect(audit).toEqual([{ target: `document_order:${order.orderNo}` }]);

    const detail = (await consoleGet<AdminAppealDetail>(`${API.admin.appeals}/${appeal.id}`)).data;
    expect(detail).toMatchObject({
      order_kind: 'document',
      order_title: order.title,
      document_id: order.documentId,
      transcript: [],
      transcript_truncated: false,
      commission_rate_bp: 3000,
      refundable: 0,
    });
    expect(detail.ledger.map((line) => line.kind)).toEqual(
      expect.arrayContaining(['capture', 'settle', 'release', 'appeal_refund']),
    );
    const again = await createAppeal(t.app, world.customer.token, documentAppealBody(order.orderNo));
    expect(refusal(again)).toEqual([7, '该订单已全额退款，无需申诉']);
  });

  it('is listed to the uploader and in the console’s queue of document appeals', async () => {
    const lawyers = okData(
      await call<Page<AppealSummary>>(t.app, {
        method: 'GET',
        url: API.lawyerAppeals,
        token: world.lawyerToken,
      }),
    );
    expect(lawyers.list.length).toBeGreaterThanOrEqual(2);
    expect(lawyers.list.every((item) => item.order_kind === 'document' && item.document_id !== null)).toBe(
      true,
    );
    const queue = await consoleGet<Page<AdminAppealItem>>(`${API.admin.appeals}?order_kind=document`);
    expect(queue.data.list.map((item) => item.id).sort()).toEqual(lawyers.list.map((item) => item.id).sort());
    expect(queue.data.list[0]).toMatchObject({ order_kind: 'document', paid_amount: 2000 });
  });
});

describe('appeals on document orders refused', () => {
  it('before the order finished, after 7 days, and to anyone but the buyer', async () => {
    const paid = await documentOrder(t, world, { state: 'paid' });
    expect(
      refusal(await createAppeal(t.app, world.customer.token, documentAppealBody(paid.orderNo))),
    ).toEqual([7, '订单完成后才能申诉']);
    const late = await documentOrder(t, world, { finishedAt: t.clock.now() - 7 * DAY - 60_000 });
    expect(
      refusal(await createAppeal(t.app, world.customer.token, documentAppealBody(late.orderNo))),
    ).toEqual([7, '订单完成已超过7天，不能再申诉']);
    const lateEligibility = okData(await eligibilityOf(world.customer.token, late.orderNo));
    expect(lateEligibility).toMatchObject({ can_appeal: false, reason: '订单完成已超过7天，不能再申诉' });
    const finished = await documentOrder(t, world);
    for (const token of [world.otherCustomer.token, world.lawyerToken]) {
      expect(refusal(await createAppeal(t.app, token, documentAppealBody(finished.orderNo)))).toEqual([
        7,
        '无权操作',
      ]);
      expect(refusal(await eligibilityOf(token, finished.orderNo))).toEqual([7, '无权操作']);
    }
  });

  it('while another is open, and with a type documents do not offer', async () => {
    const order = await documentOrder(t, world);
    const serviceType = await createAppeal(
      t.app,
      world.customer.token,
      documentAppealBody(order.orderNo, { type: '律师未履约' }),
    );
    expect(refusal(serviceType)).toEqual([1, '该订单不能选择此申诉类型']);
    const onService = await createAppeal(
      t.app,
      world.customer.token,
      appealBody('S2026000000000001', { type: '内容与描述不符' }),
    );
    expect(refusal(onService)).toEqual([1, '该订单不能选择此申诉类型']);
    okData(
      await createAppeal(t.app, world.customer.token, documentAppealBody(order.orderNo, { type: '其他' })),
    );
    const second = await createAppeal(t.app, world.customer.token, documentAppealBody(order.orderNo));
    expect(refusal(second)).toEqual([7, '该订单已有处理中的申诉']);
    const eligibility = okData(await eligibilityOf(world.customer.token, order.orderNo));
    expect(eligibility).toMatchObject({ can_appeal: false, reason: '该订单已有处理中的申诉' });
    expect(eligibility.open_appeal_id).not.toBeNull();
  });
});
