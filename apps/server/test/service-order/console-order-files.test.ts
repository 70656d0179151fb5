import {
  API,
  type AdminRefundRequestItem,
  type AdminServiceOrderDetail,
  type OrderFile,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { downloadedFiles } from '../helpers/download';
import { makeDocx, makePdf, makeXlsx } from '../helpers/office-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterAll(async () => t.close());

const fetched = (files: readonly OrderFile[]) => downloadedFiles(t.app, files);

describe("the console shows orders' files and refund evidence files (issue 15)", () => {
  it("lists the customer's, the delivered and the evidence files with signed links that download", async () => {
    const contract = makeDocx();
    const opinion = makePdf(1_500);
    const sheet = makeXlsx();
    const described = await world.fileOf(world.customer, '租赁合同.docx', contract);
    const orderNo = world.ok(await world.placeWith({ files: [described] })).order_no;
    await world.pay(orderNo);
    world.ok(await world.act(world.lawyer.token, { order_no: orderNo, action: 'accept' }));
    const delivered = await world.fileOf(world.lawyer.token, '审查意见.pdf', opinion);
    world.ok(
      await world.act(world.lawyer.token, {
        order_no: orderNo,
        action: 'deliver',
        note: '审查意见见附件。',
        files: [delivered],
      }),
    );
    const photo = await world.upload(world.customer);
    const evidence = await world.fileOf(world.customer, '费用明细.xlsx', sheet);
    world.ok(
      await world.act(world.customer, {
        order_no: orderNo,
        action: 'request_refund',
        reason: '服务内容不符',
        images: [photo],
        files: [evidence],
      }),
    );

    const detail = await world.operatorGet<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${orderNo}`);
    expect(detail.code).toBe(0);
    expect(detail.data.images).toEqual([]);
    expect(await fetched(detail.data.files)).toEqual([
      { name: '租赁合同.docx', size: contract.length, bytes: contract },
    ]);
    expect(detail.data.delivery_attachments).toEqual([]);
    expect(await fetched(detail.data.delivery_files)).toEqual([
      { name: '审查意见.pdf', size: opinion.length, bytes: opinion },
    ]);
    const [request] = detail.data.refund_requests;
    expect(request!.images).toHaveLength(1);
    expect(await fetched(request!.files)).toEqual([
      { name: '费用明细.xlsx', size: sheet.length, bytes: sheet },
    ]);

    const queue = await world.operatorGet<Page<AdminRefundRequestItem>>(
      `${API.admin.refundRequests}?page_size=50`,
    );
    const queued = queue.data.list.find((item) => item.order_no === orderNo)!;
    expect(queued.images).toHaveLength(1);
    expect(await fetched(queued.files)).toEqual([
      { name: '费用明细.xlsx', size: sheet.length, bytes: sheet },
    ]);

    for (const url of [`${API.admin.serviceOrders}/${orderNo}`, API.admin.refundRequests]) {
      const reply = await call(t.app, { method: 'GET', url, token: world.customer });
      expect([url, reply.body]).toEqual([url, expect.objectContaining({ code: 2, data: null })]);
    }
  });
});
