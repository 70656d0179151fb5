import {
  API,
  type AdminDocumentDetail,
  type AdminDocumentItem,
  type AdminDocumentReport,
  type DocumentSettings,
  type Page,
} from '@lawbridge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  consoleCall,
  postDocument,
  processAll,
  uniquePdf,
  useDocumentWorld,
  type DocumentWorld,
  noticesOf,
} from './support/document-world';

const auditActions = async (world: DocumentWorld) =>
  (await world.app.db.selectFrom('audit_logs').select('action').orderBy('id').execute()).map(
    (row) => row.action,
  );

describe('the console’s documents', () => {
  const world = useDocumentWorld();
  let first = 0;
  let second = 0;

  beforeAll(async () => {
    first = (
      await postDocument(world(), world().lawyer, { title: '股权代持协议', price: 2990 }, await uniquePdf(3))
    ).body.data.id;
    world().clock.advance(1000);
    second = (await postDocument(world(), world().customer, { title: '租房押金收据' })).body.data.id;
    await processAll(world().app);
  });

  const detail = async (id: number) =>
    (await consoleCall<AdminDocumentDetail>(world(), { method: 'GET', url: `${API.admin.documents}/${id}` }))
      .data;

  it('lists the review queue oldest first, with the version to review and the uploader', async () => {
    const queue = await consoleCall<Page<AdminDocumentItem>>(world(), {
      method: 'GET',
      url: `${API.admin.documents}?state=reviewing`,
    });
    expect(queue.data.list.map((item) => item.id)).toEqual([first, second]);
    expect(queue.data.list[0]).toMatchObject({
      state: 'reviewing',
      state_label: '待审核',
      price: 2990,
      pages: 3,
      uploader: { user_id: world().lawyerUserId, phone: '13700000010', lawyer_uuid: expect.any(String) },
    });
    expect(queue.data.list[0]!.reviewing_version_id).toEqual(expect.any(Number));
    const found = await consoleCall<Page<AdminDocumentItem>>(world(), {
      method: 'GET',
      url: `${API.admin.documents}?keyword=${encodeURIComponent('押金')}`,
    });
    expect(found.data.list.map((item) => item.id)).toEqual([second]);
    const anonymous = await call(world().app, { method: 'GET', url: API.admin.documents });
    expect(anonymous.body.code).toBe(2);
  });

  it('shows every page at a signed address, rendered once and kept; the PDF too; forged or old addresses are refused', async () => {
    const { versions, events, duplicates } = await detail(first);
    expect(duplicates).toEqual([]);
    expect(events.map((event) => event.action)).toEqual(['processed', 'uploaded']);
    const [version] = versions;
    expect(version).toMatchObject({
      version_no: 1,
      state: 'reviewing',
      pages: 3,
      format: 'pdf',
      review: null,
    });
    expect(version!.text).toContain('page 3');
    expect(version!.page_images.map((image) => image.page)).toEqual([1, 2, 3]);
    const page3 = await world().app.inject({ method: 'GET', url: version!.page_images[2]!.url });
    expect([page3.statusCode, page3.headers['content-type']]).toEqual([200, 'image/webp']);
    const kept = await world().app.storage.read(`documents/${first}/v1/review/page-3.webp`);
    expect(kept).toBeDefined();
    const again = await world().app.inject({ method: 'GET', url: version!.page_images[2]!.url });
    expect(again.rawPayload.equals(page3.rawPayload)).toBe(true);
    const pdf = await world().app.inject({ method: 'GET', url: version!.pdf_url! });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    const forged = version!.page_images[0]!.url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await world().app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherPage = version!.page_images[0]!.url.replace(`/${version!.id}-1?`, `/${version!.id}-2?`);
    expect((await world().app.inject({ method: 'GET', url: otherPage })).statusCode).toBe(403);
    world().clock.advance(2 * 3_600_000);
    const old = await world().app.inject({ method: 'GET', url: version!.page_images[0]!.url });
    expect([old.statusCode, old.json<{ msg: string }>().msg]).toEqual([403, '链接已过期，请刷新页面']);
  });

  it('approves (listed, the uploader told, audited) and refuses to decide a version twice', async () => {
    const versionId = (await detail(first)).versions[0]!.id;
    const review = (payload: object) =>
      consoleCall(world(), { method: 'POST', url: API.admin.documentReview, payload });
    expect((await review({ version_id: versionId, decision: 'approve' })).code).toBe(0);
    const document = await detail(first);
    expect(document).toMatchObject({
      state: 'listed',
      versions: [{ state: 'approved', review: { decision: 'approve' } }],
    });
    expect(document.versions[0]!.review!.operator_name).toBe('运营alice');
    expect(await noticesOf(world(), world().lawyerUserId)).toContainEqual({
      kind: 'document_reviewed',
      body: '《股权代持协议》已通过审核并上架',
    });
    expect(await review({ version_id: versionId, decision: 'approve' })).toMatchObject({
      code: 7,
      msg: '该版本不在待审核状态',
    });
    const bad = await review({
      version_id: versionId,
      decision: 'reject',
      reason_code: 'nope',
      text: '不行',
    });
    expect(bad.code).toBe(1);
    expect(bad.msg).toMatch(/驳回原因/);
    expect(await auditActions(world())).toContain('document.approve');
  });

  it('names other documents with the same title or file as duplicates', async () => {
    const copy = await postDocument(world(), world().other, { title: '股权代持协议' });
    // Its own processing may still run: only what makes it a duplicate is asserted.
    expect((await detail(first)).duplicates).toMatchObject([
      { id: copy.body.data.id, title: '股权代持协议', same_file: false },
    ]);
  });

  it('rejects with a reason the uploader reads', async () => {
    const versionId = (await detail(second)).versions[0]!.id;
    const rejected = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentReview,
      payload: { version_id: versionId, decision: 'reject', reason_code: 'mismatch', text: '标题与内容不符' },
    });
    expect(rejected.code).toBe(0);
    expect(await detail(second)).toMatchObject({
      state: 'rejected',
      reason: '标题、分类或简介与内容不符：标题与内容不符',
      versions: [
        { state: 'rejected', review: { decision: 'reject', reason_label: '标题、分类或简介与内容不符' } },
      ],
    });
    expect(await noticesOf(world(), world().customerUserId)).toContainEqual({
      kind: 'document_reviewed',
      body: '《租房押金收据》未通过审核（标题、分类或简介与内容不符：标题与内容不符），可修改后上传新版本',
    });
  });

  it('takes a document down and restores it, telling the uploader, audited', async () => {
    const act = (url: string, payload: object) => consoleCall(world(), { method: 'POST', url, payload });
    expect((await act(API.admin.documentRestore, { id: first })).msg).toBe('只有已下架的文档可以恢复');
    expect(
      (await act(API.admin.documentTakeDown, { id: first, reason_code: 'infringement', text: '权利人投诉' }))
        .code,
    ).toBe(0);
    expect(await detail(first)).toMatchObject({ state: 'taken_down', reason: '涉嫌侵权：权利人投诉' });
    expect(await noticesOf(world(), world().lawyerUserId)).toContainEqual({
      kind: 'document_taken_down',
      body: '《股权代持协议》已被平台下架（涉嫌侵权：权利人投诉）',
    });
    expect(
      (await act(API.admin.documentTakeDown, { id: first, reason_code: 'other', text: '再次下架' })).msg,
    ).toBe('只有在售或已停售的文档可以下架');
    expect((await act(API.admin.documentRestore, { id: first })).code).toBe(0);
    expect((await detail(first)).state).toBe('listed');
    expect(await auditActions(world())).toEqual(
      expect.arrayContaining(['document.take_down', 'document.restore']),
    );
  });

  it('handles reports: dismissed, or the document taken down with it; a report is handled once', async () => {
    const report = (token: string) =>
      call(world().app, {
        method: 'POST',
        url: API.documentReport,
        token,
        payload: { document_id: first, reason: 'infringement', text: '抄袭了我的文章内容' },
      });
    await report(world().customer);
    await report(world().other);
    const open = await consoleCall<Page<AdminDocumentReport>>(world(), {
      method: 'GET',
      url: `${API.admin.documentReports}?state=open`,
    });
    expect(open.data.list.map((item) => item.reporter.phone)).toEqual(['13700000011', '13700000012']);
    expect(open.data.list[0]).toMatchObject({
      reason_label: '侵权',
      state_label: '待处理',
      document: { id: first },
    });
    const [a, b] = open.data.list;
    const handle = (payload: object) =>
      consoleCall(world(), { method: 'POST', url: API.admin.documentReportHandle, payload });
    expect((await handle({ id: a!.id, result: 'dismissed', text: '未发现侵权' })).code).toBe(0);
    expect((await handle({ id: a!.id, result: 'dismissed', text: '未发现侵权' })).msg).toBe('该举报已处理');
    expect(
      (await handle({ id: b!.id, result: 'taken_down', reason_code: 'infringement', text: '确认侵权' })).code,
    ).toBe(0);
    expect((await detail(first)).state).toBe('taken_down');
    const handled = await consoleCall<Page<AdminDocumentReport>>(world(), {
      method: 'GET',
      url: API.admin.documentReports,
    });
    expect(handled.data.list.map((item) => [item.state, item.operator_name])).toEqual([
      ['taken_down', '运营alice'],
      ['dismissed', '运营alice'],
    ]);
  });

  it('reads and changes the document settings, refusing a band upside down', async () => {
    const read = await consoleCall<DocumentSettings>(world(), {
      method: 'GET',
      url: API.admin.documentSettings,
    });
    expect(read.data).toEqual({
      document_price_min_fen: 100,
      document_price_max_fen: 99_900,
      document_commission_percent: 30,
      document_daily_downloads: 20,
    });
    const change = (payload: object) =>
      consoleCall(world(), { method: 'POST', url: API.admin.documentSettings, payload });
    const next = { ...read.data, document_price_min_fen: 500, document_commission_percent: 25 };
    expect((await change(next)).code).toBe(0);
    expect(
      (await consoleCall<DocumentSettings>(world(), { method: 'GET', url: API.admin.documentSettings })).data,
    ).toEqual(next);
    expect(await change({ ...next, document_price_min_fen: 200_000 })).toMatchObject({ code: 1 });
    expect(await change({ ...next, document_price_max_fen: 400 })).toMatchObject({
      code: 1,
      msg: '最低价格不能大于最高价格',
    });
    expect(await auditActions(world())).toContain('config.document');
  });
});
