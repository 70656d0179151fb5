import {
  API,
  REFUND_ANSWER_HOURS,
  type AdminRefundRequestItem,
  type AdminServiceOrderDetail,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedImageUrl } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld, uploadIdOf } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterAll(async () => t.close());

const ask = (orderNo: string, images: string[], text?: string) =>
  world.act(world.customer, {
    order_no: orderNo,
    action: 'request_refund',
    reason: '服务内容不符',
    ...(text === undefined ? {} : { text }),
    images,
  });
const decide = (payload: object) => world.operatorPost<null>(API.admin.refundDecision, payload);
const openRequests = () =>
  world.operatorGet<Page<AdminRefundRequestItem>>(`${API.admin.refundRequests}?page_size=50`);

describe('申请退款 with text and images, and 退款进度 on both sides', () => {
  it('keeps the reason, text and 3 images; both parties and the console see them, waiting', async () => {
    const orderNo = await world.serving();
    const images = await world.uploads(world.customer, 3);
    t.clock.advance(60_000);
    const asked = world.ok(await ask(orderNo, images, '律师接单后两天没有回复'));
    expect(asked.refund_open).toBe(1);

    for (const token of [world.customer, world.lawyer.token]) {
      const [request] = world.ok(await world.detail(token, orderNo)).refund_requests;
      expect(request).toMatchObject({
        reason: '服务内容不符',
        text: '律师接单后两天没有回复',
        status: 0,
        status_label: '待审核',
        result: null,
        amount: null,
        lawyer_answer: null,
        answer_due_at: t.clock.now() + REFUND_ANSWER_HOURS * 3_600_000,
        decision: null,
        created_at: t.clock.now(),
        decided_at: null,
      });
      request!.images.forEach((url, index) => expect(url).toMatch(signedImageUrl(images[index]!)));
    }

    const queued = (await openRequests()).data.list.find((item) => item.order_no === orderNo);
    expect(queued?.images.map(uploadIdOf)).toEqual(images);
    const console = await world.operatorGet<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${orderNo}`);
    expect(console.data.refund_requests[0]?.images.map(uploadIdOf)).toEqual(images);
  });

  it('refuses 4 images, someone else’s image and an empty text is no text; the lawyer may not ask', async () => {
    const orderNo = await world.serving();
    const four = await world.uploads(world.customer, 4);
    expect((await ask(orderNo, four)).body).toMatchObject({ code: 1, msg: '退款图片最多上传3张' });
    const lawyers = await world.upload(world.lawyer.token);
    expect((await ask(orderNo, [four[0]!, lawyers])).body).toMatchObject({ code: 1, msg: '图片不存在' });
    expect(world.ok(await world.detail(world.customer, orderNo))).toMatchObject({
      refund_open: 0,
      refund_requests: [],
    });
    expect(
      (
        await world.act(world.lawyer.token, {
          order_no: orderNo,
          action: 'request_refund',
          reason: '其他',
          images: [lawyers],
        })
      ).body,
    ).toEqual({ code: 7, msg: '无权操作', data: null });

    const asked = world.ok(await ask(orderNo, [], ''));
    expect(asked.refund_requests[0]).toMatchObject({ text: null, images: [] });
  });

  it('shows a refusal with the operator’s reason; the customer asks once more, then no more', async () => {
    const orderNo = await world.serving();
    world.ok(await ask(orderNo, [], '第一次申请'));
    const first = (await openRequests()).data.list.find((item) => item.order_no === orderNo)!;
    t.clock.advance(3_600_000);
    await world.answerRefund(orderNo);
    const why = { reason_code: 'performed', text: '律师已在聊天中交付意见' };
    expect((await decide({ id: first.id, decision: 'reject', ...why })).code).toBe(0);

    for (const token of [world.customer, world.lawyer.token]) {
      expect(world.ok(await world.detail(token, orderNo)).refund_requests).toMatchObject([
        {
          status: 2,
          status_label: '已拒绝',
          lawyer_answer: { text: '已按约定提供服务', images: [] },
          answer_due_at: null,
          decision: {
            result: 'rejected',
            reason_label: '律师已按约定提供服务',
            ...why,
            decided_at: t.clock.now(),
          },
          decided_at: t.clock.now(),
        },
      ]);
    }
    expect(world.ok(await world.detail(world.customer, orderNo)).actions).toContain('request_refund');

    world.ok(await ask(orderNo, [await world.upload(world.customer)], '第二次申请'));
    const second = (await openRequests()).data.list.find((item) => item.order_no === orderNo)!;
    await world.answerRefund(orderNo);
    const evidence = { reason_code: 'insufficient_evidence', text: '证据不足以证明律师未提供服务' };
    expect((await decide({ id: second.id, decision: 'reject', ...evidence })).code).toBe(0);

    const twice = world.ok(await world.detail(world.lawyer.token, orderNo));
    expect(
      twice.refund_requests.map((request) => [request.text, request.status, request.images.length]),
    ).toEqual([
      ['第一次申请', 2, 0],
      ['第二次申请', 2, 1],
    ]);
    const customerView = world.ok(await world.detail(world.customer, orderNo));
    expect(customerView.actions).not.toContain('request_refund');
    expect((await ask(orderNo, [], '第三次申请')).body).toEqual({
      code: 7,
      msg: '每个订单最多申请2次退款',
      data: null,
    });
    expect(world.ok(await world.detail(world.customer, orderNo)).refund_requests).toHaveLength(2);
  });

  it('shows a partial grant with its amount and a full grant as full', async () => {
    const partialNo = await world.serving();
    world.ok(await ask(partialNo, []));
    await world.answerRefund(partialNo);
    const partial = (await openRequests()).data.list.find((item) => item.order_no === partialNo)!;
    const why = { reason_code: 'poor_quality', text: '答复过于简略' };
    expect((await decide({ id: partial.id, decision: 'refund_partial', amount: 1500, ...why })).code).toBe(0);
    expect(world.ok(await world.detail(world.customer, partialNo))).toMatchObject({
      state: 'finish',
      refunded_amount: 1500,
      refund_requests: [
        {
          status: 1,
          status_label: '已同意',
          result: 'partial',
          amount: 1500,
          decision: {
            result: 'refund_partial',
            amount: 1500,
            reason_label: '服务质量未达到约定标准',
            ...why,
          },
        },
      ],
      actions: [],
    });

    const fullNo = await world.serving();
    world.ok(await ask(fullNo, []));
    await world.answerRefund(fullNo);
    const full = (await openRequests()).data.list.find((item) => item.order_no === fullNo)!;
    const notDone = { reason_code: 'not_performed', text: '律师未按约定提供服务' };
    expect((await decide({ id: full.id, decision: 'refund_full', ...notDone })).code).toBe(0);
    expect(world.ok(await world.detail(world.lawyer.token, fullNo))).toMatchObject({
      state: 'cancelled',
      refund_requests: [
        {
          status: 1,
          result: 'full',
          amount: 4900,
          decision: { result: 'refund_full', amount: 4900, ...notDone },
        },
      ],
    });
  });
});
