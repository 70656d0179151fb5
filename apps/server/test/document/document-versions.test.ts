import { API, type DocumentList, type MyDocumentList } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  boughtBy,
  consoleCall,
  listedDocument,
  postDocument,
  processAll,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
  type DocumentWorld,
  noticesOf,
} from './support/document-world';

const mine = async (world: DocumentWorld, token: string) =>
  (await call<MyDocumentList>(world.app, { method: 'GET', url: API.documentMine, token })).body.data.list;
const versionOf = (world: DocumentWorld, documentId: number, versionNo: number) =>
  world.app.db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('version_no', '=', versionNo)
    .executeTakeFirstOrThrow();

async function newVersion(world: DocumentWorld, token: string, id: number) {
  const fileId = await uploadFile(world.app, token, await uniquePdf(2));
  return call(world.app, {
    method: 'POST',
    url: API.documentVersion,
    token,
    payload: { id, file_id: fileId, note: '更新了违约条款' },
  });
}

describe('我的文档, new versions and withdrawing from sale', () => {
  const world = useDocumentWorld();

  it('reviews a new version while the listed one stays on sale; approval replaces it and tells the buyers', async () => {
    const id = await listedDocument(world(), world().lawyer, { title: '买卖合同范本', price: 990 });
    const orderId = await boughtBy(world(), id, world().customerUserId);
    // Income counts finished orders, net of the commission they were bought with (30 %: ¥2.97 of ¥9.90).
    expect((await mine(world(), world().lawyer))[0]).toMatchObject({ id, income: 0 });
    await world()
      .app.db.updateTable('document_orders')
      .set({ state: 'finished' })
      .where('id', '=', orderId)
      .execute();
    expect((await mine(world(), world().lawyer))[0]).toMatchObject({ id, income: 693 });
    expect((await newVersion(world(), world().lawyer, id)).body).toMatchObject({
      code: 0,
      data: { state: 'listed' },
    });
    expect((await newVersion(world(), world().lawyer, id)).body).toMatchObject({
      code: 7,
      msg: '新版本正在处理或审核中，请等待结果后再上传',
    });
    await processAll(world().app);
    const [item] = await mine(world(), world().lawyer);
    expect(item).toMatchObject({
      id,
      state: 'listed',
      version_no: 1,
      pending_version: { version_no: 2, state: 'reviewing', state_label: '待审核', reason: null },
    });
    const second = await versionOf(world(), id, 2);
    const approved = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentReview,
      payload: { version_id: second.id, decision: 'approve' },
    });
    expect(approved.code).toBe(0);
    expect(await versionOf(world(), id, 1)).toMatchObject({ state: 'superseded' });
    const document = await world()
      .app.db.selectFrom('documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ state: 'listed', listed_version_id: second.id });
    expect((await mine(world(), world().lawyer))[0]).toMatchObject({ version_no: 2, pending_version: null });
    expect(await noticesOf(world(), world().customerUserId)).toContainEqual({
      kind: 'document_updated',
      body: '《买卖合同范本》已更新，可免费下载新版本',
    });
  });

  it('shows a rejection’s reason in 我的文档; a new version goes to review again', async () => {
    const created = await postDocument(world(), world().other, { title: '借条范本' });
    await processAll(world().app);
    const first = await versionOf(world(), created.body.data.id, 1);
    const rejected = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentReview,
      payload: { version_id: first.id, decision: 'reject', reason_code: 'low_quality', text: '条款过于简单' },
    });
    expect(rejected.code).toBe(0);
    expect((await mine(world(), world().other))[0]).toMatchObject({
      state: 'rejected',
      state_label: '未通过',
      reason: '内容质量不足：条款过于简单',
    });
    expect((await newVersion(world(), world().other, created.body.data.id)).body.data).toMatchObject({
      state: 'processing',
    });
    await processAll(world().app);
    expect((await mine(world(), world().other))[0]).toMatchObject({ state: 'reviewing', version_no: 2 });
  });

  it('withdraws a listed document from the centre and puts it back', async () => {
    const id = await listedDocument(world(), world().customer, { title: '授权委托书' });
    const sale = (on_sale: boolean) =>
      call(world().app, {
        method: 'POST',
        url: API.documentSale,
        token: world().customer,
        payload: { id, on_sale },
      });
    const inCentre = async () =>
      (await call<DocumentList>(world().app, { method: 'GET', url: `${API.documents}?keyword=sqwts` })).body
        .data.total;
    expect(await inCentre()).toBe(1);
    expect((await sale(false)).body).toMatchObject({ code: 0, data: { state: 'withdrawn' } });
    expect(await inCentre()).toBe(0);
    expect((await sale(false)).body).toMatchObject({ code: 7, msg: '只有已上架的文档可以停售' });
    expect((await sale(true)).body).toMatchObject({ code: 0, data: { state: 'listed' } });
    expect(await inCentre()).toBe(1);
  });

  it('refuses another user’s document with 无权操作, and a taken-down one a new version', async () => {
    const id = await listedDocument(world(), world().customer, { title: '遗嘱范本' });
    expect((await newVersion(world(), world().other, id)).body).toMatchObject({ code: 7, msg: '无权操作' });
    const sale = await call(world().app, {
      method: 'POST',
      url: API.documentSale,
      token: world().lawyer,
      payload: { id, on_sale: false },
    });
    expect(sale.body).toMatchObject({ code: 7, msg: '无权操作' });
    await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentTakeDown,
      payload: { id, reason_code: 'illegal', text: '含有违规内容' },
    });
    expect((await newVersion(world(), world().customer, id)).body).toMatchObject({
      code: 7,
      msg: '文档已被平台下架，不能上传新版本',
    });
    expect((await mine(world(), world().customer))[0]).toMatchObject({
      state: 'taken_down',
      reason: '违法违规：含有违规内容',
    });
  });
});
