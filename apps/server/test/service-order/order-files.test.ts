import {
  API,
  type ChatConversation,
  type ChatMessage,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { downloadBytes } from '../helpers/download';
import { makeDocx, makePdf, makeZip } from '../helpers/office-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterAll(async () => t.close());

const download = (url: string) => downloadBytes(t.app, url);

const refused = { code: 7, msg: '无权操作', data: null };

describe('files on service orders (issue 15)', () => {
  it('the customer attaches a contract; both parties see its name and size and download the same bytes', async () => {
    const docx = makeDocx();
    const contract = await world.fileOf(world.customer, '租赁合同.docx', docx);
    const photo = await world.upload(world.customer);
    const created = world.ok(await world.placeWith({ images: [photo], files: [contract] }));
    expect(created.images).toHaveLength(1);
    expect(created.files).toEqual([
      { name: '租赁合同.docx', size: docx.length, url: expect.stringContaining(`/upload/file/${contract}?`) },
    ]);

    const orderNo = created.order_no;
    const payment = { app_scene: 'h5', scene: 'service', order_no: orderNo };
    world.ok(
      await call(t.app, { method: 'POST', url: API.payment, token: world.customer, payload: payment }),
    );
    world.ok(
      await call(t.app, {
        method: 'POST',
        url: API.sandboxConfirm,
        token: world.customer,
        payload: { order_no: orderNo },
      }),
    );
    for (const token of [world.customer, world.lawyer.token]) {
      const seen = world.ok(await world.detail(token, orderNo));
      expect(seen.files.map((file) => file.name)).toEqual(['租赁合同.docx']);
      expect((await download(seen.files[0]!.url)).equals(docx)).toBe(true);
    }
    expect((await world.detail(world.stranger, orderNo)).body).toEqual(refused);
  });

  it('the lawyer delivers a PDF the customer downloads; refund evidence takes files too', async () => {
    const orderNo = await world.serving();
    const pdf = makePdf(2_000);
    const reviewed = await world.fileOf(world.lawyer.token, '审查意见.pdf', pdf);
    const delivered = world.ok(
      await world.act(world.lawyer.token, {
        order_no: orderNo,
        action: 'deliver',
        note: '合同审查意见见附件。',
        files: [reviewed],
      }),
    );
    expect(delivered.delivery_files.map((file) => [file.name, file.size])).toEqual([
      ['审查意见.pdf', pdf.length],
    ]);
    const seen = world.ok(await world.detail(world.customer, orderNo));
    expect((await download(seen.delivery_files[0]!.url)).equals(pdf)).toBe(true);

    const evidence = await world.fileOf(
      world.customer,
      '聊天记录.txt',
      Buffer.from('律师没有按约定修改合同。\n'),
    );
    const asked = world.ok(
      await world.act(world.customer, {
        order_no: orderNo,
        action: 'request_refund',
        reason: '服务内容不符',
        files: [evidence],
      }),
    );
    expect(asked.refund_requests[0]).toMatchObject({ images: [], files: [{ name: '聊天记录.txt' }] });
    const lawyerView = world.ok(await world.detail(world.lawyer.token, orderNo));
    expect(lawyerView.refund_requests[0]!.files).toHaveLength(1);
  });

  it("refuses someone else's file, an image as a file, a file as an image and 7 files, keeping nothing", async () => {
    const before = await t.app.db.selectFrom('service_orders').select('id').execute();
    const theirs = await world.fileOf(world.stranger, 'a.pdf', makePdf());
    const mine = await world.fileOf(world.customer, 'b.pdf', makePdf());
    const photo = await world.upload(world.customer);
    expect((await world.placeWith({ files: [theirs] })).body).toMatchObject({ code: 1, msg: '附件不存在' });
    expect((await world.placeWith({ files: [photo] })).body).toMatchObject({ code: 1, msg: '附件不存在' });
    expect((await world.placeWith({ images: [mine] })).body).toMatchObject({ code: 1, msg: '图片不存在' });
    expect((await world.placeWith({ files: Array(7).fill(mine) })).body).toMatchObject({
      code: 1,
      msg: '附件最多上传6个',
    });
    expect((await world.placeWith({ files: 'b.pdf' } as never)).body).toMatchObject({ code: 1 });
    expect(await t.app.db.selectFrom('service_orders').select('id').execute()).toHaveLength(before.length);

    const orderNo = await world.serving();
    const customers = await world.fileOf(world.customer, 'c.pdf', makePdf());
    expect(
      (
        await world.act(world.lawyer.token, {
          order_no: orderNo,
          action: 'deliver',
          note: '交付说明',
          files: [customers],
        })
      ).body,
    ).toMatchObject({ code: 1, msg: '附件不存在' });
    expect(world.ok(await world.detail(world.lawyer.token, orderNo)).delivered_at).toBeNull();
  });

  it('an archive is refused by its content, whatever its name', async () => {
    const reply = await world.uploadFile(world.customer, {
      name: '合同.docx',
      bytes: makeZip({ '合同.pdf': makePdf() }),
    });
    expect(reply).toMatchObject({ code: 1, msg: expect.stringContaining('不支持压缩包') });
  });
});

describe('the conversation from acceptance (issue 15)', () => {
  const conversations = (token: string, side: 'customer' | 'lawyer') =>
    call<ChatConversation[]>(t.app, { method: 'GET', url: `${API.chatConversations}?side=${side}`, token });

  it('opens at 接单: the lawyer writes first, and the chat shows the running order and its state', async () => {
    const orderNo = await world.paid();
    expect(world.ok(await world.detail(world.lawyer.token, orderNo)).conversation_id).toBeNull();
    world.ok(await world.act(world.lawyer.token, { order_no: orderNo, action: 'accept' }));
    const forLawyer = world.ok(await world.detail(world.lawyer.token, orderNo));
    const forCustomer = world.ok(await world.detail(world.customer, orderNo));
    expect(forLawyer.conversation_id).not.toBeNull();
    expect(forCustomer.conversation_id).toBe(forLawyer.conversation_id);
    const conversationId = forLawyer.conversation_id!;

    const listed = world.ok(await conversations(world.lawyer.token, 'lawyer'));
    expect(listed.find((item) => item.id === conversationId)).toMatchObject({
      free: false,
      open_order: { order_no: orderNo, service_name: '图文咨询', state_label: '服务中' },
    });
    const sent = world.ok(
      await call<ChatMessage>(t.app, {
        method: 'POST',
        url: API.chatMessages,
        token: world.lawyer.token,
        payload: { conversation_id: conversationId, client_id: 'lawyer-first-1', kind: 'text', text: '您好' },
      }),
    );
    expect(sent.sender).toBe('lawyer');
    const mine = world.ok(await conversations(world.customer, 'customer'));
    expect(mine.find((item) => item.id === conversationId)).toMatchObject({
      unread: 1,
      last_message: { text: '您好' },
    });
    // Nobody else reads or writes in it.
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `${API.chatConversationDetail}?conversation_id=${conversationId}`,
          token: world.stranger,
        })
      ).body,
    ).toEqual(refused);
  });
});

describe('a delivered order reads 待确认 (issue 15)', () => {
  it('to both parties, in the detail, the lists and the chat banner', async () => {
    const orderNo = await world.serving();
    world.ok(
      await world.act(world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已完成交付。' }),
    );
    for (const token of [world.customer, world.lawyer.token]) {
      expect(world.ok(await world.detail(token, orderNo)).state_label).toBe('待确认');
    }
    const list = world.ok(
      await call<{ list: ServiceOrderSummary[] }>(t.app, {
        method: 'GET',
        url: `${API.serviceOrders}?group=serving`,
        token: world.customer,
      }),
    );
    expect(list.list.find((item) => item.order_no === orderNo)?.state_label).toBe('待确认');
    const detail: ServiceOrderDetail = world.ok(await world.detail(world.customer, orderNo));
    const banner = world.ok(
      await call<ChatConversation>(t.app, {
        method: 'GET',
        url: `${API.chatConversationDetail}?conversation_id=${detail.conversation_id}`,
        token: world.customer,
      }),
    );
    expect(banner.open_order?.state_label).toBe('待确认');
  });
});

describe('reviews need a delivered service (issue 15)', () => {
  it('an order finished by a partial refund before any delivery cannot be reviewed', async () => {
    const orderNo = await world.serving();
    const asked = world.ok(
      await world.act(world.customer, { order_no: orderNo, action: 'request_refund', reason: '不需要了' }),
    );
    await world.answerRefund(orderNo);
    const decided = await world.operatorPost(API.admin.refundDecision, {
      id: asked.refund_requests[0]!.id,
      decision: 'refund_partial',
      amount: 1000,
      reason_code: 'not_performed',
      text: '律师尚未开始服务',
    });
    expect(decided.code).toBe(0);
    expect(world.ok(await world.detail(world.customer, orderNo))).toMatchObject({
      state: 'finish',
      delivered_at: null,
    });
    const review = { order_no: orderNo, rating: 1, text: '' };
    expect(
      (await call(t.app, { method: 'POST', url: API.review, token: world.customer, payload: review })).body,
    ).toMatchObject({ code: 7, msg: '订单完成后才能评价' });
    const status = world.ok(
      await call<{ reviewable: number }>(t.app, {
        method: 'GET',
        url: `${API.reviewOfOrder}?order_no=${orderNo}`,
        token: world.customer,
      }),
    );
    expect(status.reviewable).toBe(0);
  });
});
