import { API, type DocumentUploadRules } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { makeXlsx } from '../helpers/office-files';
import { testDocumentFiles } from '../helpers/test-document-files';
import { docxFile } from '../document-files/docx-fixtures';
import {
  documentBody,
  postDocument,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
  type DocumentWorld,
} from './support/document-world';

const post = (world: DocumentWorld, token: string, payload: object) =>
  call(world.app, { method: 'POST', url: API.documents, token, payload });

describe('uploading a document', () => {
  const world = useDocumentWorld();

  it('tells each user what the form offers: certified lawyers may sell within the band', async () => {
    const lawyer = await call<DocumentUploadRules>(world().app, {
      method: 'GET',
      url: API.documentRules,
      token: world().lawyer,
    });
    expect(lawyer.body.data).toMatchObject({
      can_sell: true,
      price_min: 100,
      price_max: 99_900,
      commission_percent: 30,
    });
    const customer = await call<DocumentUploadRules>(world().app, {
      method: 'GET',
      url: API.documentRules,
      token: world().customer,
    });
    expect(customer.body.data.can_sell).toBe(false);
    expect((await call(world().app, { method: 'GET', url: API.documentRules })).body.code).toBe(2);
  });

  it('writes the document, its first version and an event, processing; the search text holds the pinyin', async () => {
    const created = await postDocument(world(), world().lawyer, {
      title: '劳动合同范本',
      price: 990,
      tags: ['试用期'],
    });
    expect(created.body).toMatchObject({ code: 0, data: { state: 'processing' } });
    const id = created.body.data.id;
    const document = await world()
      .app.db.selectFrom('documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({
      state: 'processing',
      price: 990,
      uploader_user_id: world().lawyerUserId,
    });
    expect(document.uploader_lawyer_id).not.toBeNull();
    expect(document.search_text).toBe('劳动合同范本 试用期 laodonghetongfanben ldhtfb');
    const versions = await world()
      .app.db.selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', id)
      .execute();
    expect(versions).toMatchObject([{ version_no: 1, state: 'processing', format: 'pdf' }]);
    const events = await world()
      .app.db.selectFrom('document_events')
      .select('action')
      .where('document_id', '=', id)
      .execute();
    expect(events).toEqual([{ action: 'uploaded' }]);
  });

  it('takes free documents from every user, and refuses a price from anyone but a certified lawyer', async () => {
    expect((await postDocument(world(), world().customer, { price: 0 })).body.code).toBe(0);
    const priced = await postDocument(world(), world().customer, { price: 990 });
    expect(priced.body).toMatchObject({ code: 1, msg: '仅认证律师可以出售文档，请将价格设为0（免费）' });
  });

  it('refuses a price outside the operators’ band, and a legal type that is not a leaf', async () => {
    await world()
      .app.db.updateTable('platform_settings')
      .set({ value: '500' })
      .where('key', '=', 'document_price_min_fen')
      .execute();
    const cheap = await postDocument(world(), world().lawyer, { price: 300 });
    expect(cheap.body).toMatchObject({ code: 1, msg: '价格须在 ¥5.00 至 ¥999.00 之间' });
    await world()
      .app.db.updateTable('platform_settings')
      .set({ value: '100' })
      .where('key', '=', 'document_price_min_fen')
      .execute();
    const parent = await postDocument(world(), world().lawyer, { legal_type_id: world().parentTypeId });
    expect(parent.body).toMatchObject({ code: 1, msg: '请选择具体的法律类型' });
  });

  it('refuses another user’s upload, an upload used already, a file of another kind and a file listed already', async () => {
    const mine = await uploadFile(world().app, world().customer, await uniquePdf());
    const theirs = await post(world(), world().other, documentBody(world(), mine));
    expect(theirs.body).toMatchObject({ code: 1, msg: '文件不存在或已过期，请重新上传' });
    expect((await post(world(), world().customer, documentBody(world(), mine))).body.code).toBe(0);
    const again = await post(world(), world().customer, documentBody(world(), mine));
    expect(again.body).toMatchObject({ code: 1, msg: '该文件已用于其他文档，请重新上传' });

    const sheet = await uploadFile(
      world().app,
      world().customer,
      makeXlsx(),
      'a.xlsx',
      'application/octet-stream',
    );
    expect((await post(world(), world().customer, documentBody(world(), sheet))).body).toMatchObject({
      code: 1,
      msg: '仅支持 PDF、DOC、DOCX 文件',
    });

    const bytes = await uniquePdf();
    expect((await postDocument(world(), world().lawyer, {}, bytes)).body.code).toBe(0);
    const copy = await postDocument(world(), world().other, {}, bytes);
    expect(copy.body).toMatchObject({ code: 1, msg: '该文件已在平台上架，请勿重复上传' });
  });

  it('answers bad input with code 1 and a Chinese message', async () => {
    const fileId = await uploadFile(world().app, world().customer, await uniquePdf());
    const short = await post(world(), world().customer, documentBody(world(), fileId, { title: '合同' }));
    expect(short.body.code).toBe(1);
    expect(short.body.msg).toMatch(/文档标题/);
    const tags = await post(world(), world().customer, documentBody(world(), fileId, { tags: ['a', 'a'] }));
    expect(tags.body).toMatchObject({ code: 1, msg: '标签不能重复' });
  });
});

describe('a server without LibreOffice', () => {
  const world = useDocumentWorld(async () => ({
    documentFiles: { ...(await testDocumentFiles()), wordSupport: false },
  }));

  it('says so in the rules and refuses Word files with a clear message; PDFs still work', async () => {
    const rules = await call<DocumentUploadRules>(world().app, {
      method: 'GET',
      url: API.documentRules,
      token: world().customer,
    });
    expect(rules.body.data.word_supported).toBe(false);
    const word = await uploadFile(
      world().app,
      world().customer,
      docxFile(['第一页']),
      'a.docx',
      'application/octet-stream',
    );
    expect((await post(world(), world().customer, documentBody(world(), word))).body).toMatchObject({
      code: 1,
      msg: '服务器暂不支持 Word 文档，请上传 PDF 文件',
    });
    expect((await postDocument(world(), world().customer)).body.code).toBe(0);
  });
});
