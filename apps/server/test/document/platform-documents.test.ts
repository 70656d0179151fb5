import {
  API,
  OPERATOR_TOKEN_HEADER,
  TOKEN_HEADER,
  type AdminDocumentItem,
  type DocumentDetail,
  type DocumentDownloadLink,
  type DocumentList,
  type Page,
} from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call, multipartFile } from '../helpers/api';
import {
  consoleCall,
  documentBody,
  processAll,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
  type DocumentWorld,
} from './support/document-world';

/** POST API.admin.documentFile as `headers` (the operator's token, a user's, or none). */
async function uploadAsOperator(world: DocumentWorld, bytes: Uint8Array, headers: Record<string, string>) {
  const body = multipartFile('file', {
    name: '平台模板.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(bytes),
  });
  const response = await world.app.inject({
    method: 'POST',
    url: API.admin.documentFile,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: { id: string } }>(),
  };
}

const asOperator = (world: DocumentWorld) => ({ [OPERATOR_TOKEN_HEADER]: world.operator });

const createPlatform = (world: DocumentWorld, fileId: string, fields: Record<string, unknown> = {}) => {
  const { price: _price, ...body } = documentBody(world, fileId, {
    title: '公司章程（平台范本）',
    ...fields,
  });
  return consoleCall<{ id: number; state: string }>(world, {
    method: 'POST',
    url: API.admin.documents,
    payload: body,
  });
};

describe('platform documents an operator uploads from the console', () => {
  const world = useDocumentWorld();

  it('stores the file as the operator’s, lists it for review, and once approved offers it free as 律桥平台', async () => {
    const uploaded = await uploadAsOperator(world(), await uniquePdf(2), asOperator(world()));
    expect(uploaded.body.code).toBe(0);
    const upload = await world()
      .app.db.selectFrom('uploads')
      .select(['owner_user_id', 'owner_operator_id', 'visibility'])
      .where('id', '=', uploaded.body.data.id)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({
      owner_user_id: null,
      owner_operator_id: expect.any(Number),
      visibility: 'private',
    });

    const created = await createPlatform(world(), uploaded.body.data.id);
    expect(created).toMatchObject({ code: 0, data: { state: 'processing' } });
    const id = created.data.id;
    await processAll(world().app);

    const queue = await consoleCall<Page<AdminDocumentItem>>(world(), {
      method: 'GET',
      url: `${API.admin.documents}?state=reviewing`,
    });
    const item = queue.data.list.find((row) => row.id === id)!;
    expect(item).toMatchObject({
      price: 0,
      pages: 2,
      uploader: { kind: 'platform', user_id: null, name: '运营alice', phone: 'alice', lawyer_uuid: null },
    });
    const review = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentReview,
      payload: { version_id: item.reviewing_version_id, decision: 'approve' },
    });
    expect(review.code).toBe(0);

    const centre = await call<DocumentList>(world().app, {
      method: 'GET',
      url: `${API.documents}?keyword=${encodeURIComponent('章程')}`,
    });
    expect(centre.body.data.list).toMatchObject([{ id, uploader_name: '律桥平台', price: 0 }]);
    const detail = await call<DocumentDetail>(world().app, {
      method: 'GET',
      url: `${API.documentDetail}?id=${id}`,
      token: world().customer,
    });
    expect(detail.body.data).toMatchObject({
      uploader: { kind: 'platform', name: '律桥平台', lawyer: null },
      viewer: { own: false, entitled: true },
      drafting_service: null,
    });

    const link = await call<DocumentDownloadLink>(world().app, {
      method: 'POST',
      url: API.documentDownload,
      token: world().customer,
      payload: { id, format: 'pdf' },
    });
    expect(link.body.code).toBe(0);
    const file = await world().app.inject({
      method: 'GET',
      url: link.body.data.url,
      headers: { [TOKEN_HEADER]: world().customer },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bought = await call(world().app, {
      method: 'POST',
      url: API.documentOrders,
      token: world().customer,
      payload: { document_id: id },
    });
    expect(bought.body).toMatchObject({ code: 7, msg: '免费文档可直接下载，无需购买' });

    const audit = await world()
      .app.db.selectFrom('audit_logs')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'document.upload')
      .execute();
    expect(audit).toEqual([
      { action: 'document.upload', target: `document:${id}`, detail: '公司章程（平台范本）' },
    ]);
  });

  it('takes only the operator’s own upload, refuses a file already listed, and a parent legal type', async () => {
    const usersFile = await uploadFile(world().app, world().customer, await uniquePdf());
    expect(await createPlatform(world(), usersFile)).toMatchObject({
      code: 1,
      msg: '文件不存在或已过期，请重新上传',
    });

    const bytes = await uniquePdf();
    const first = await uploadAsOperator(world(), bytes, asOperator(world()));
    expect((await createPlatform(world(), first.body.data.id, { title: '股东会决议范本' })).code).toBe(0);
    const again = await uploadAsOperator(world(), bytes, asOperator(world()));
    expect(await createPlatform(world(), again.body.data.id, { title: '股东会决议范本二' })).toMatchObject({
      code: 1,
      msg: '该文件已在平台上架，请勿重复上传',
    });

    const third = await uploadAsOperator(world(), await uniquePdf(), asOperator(world()));
    expect(
      await createPlatform(world(), third.body.data.id, { legal_type_id: world().parentTypeId }),
    ).toMatchObject({ code: 1, msg: '请选择具体的法律类型' });
    // The operator's file is not a user's to list.
    const listedByUser = await call(world().app, {
      method: 'POST',
      url: API.documents,
      token: world().customer,
      payload: documentBody(world(), third.body.data.id),
    });
    expect(listedByUser.body).toMatchObject({ code: 1, msg: '文件不存在或已过期，请重新上传' });
  });

  it('refuses a missing file, a body without a title, and users and visitors (code 2: sign in)', async () => {
    const empty = await world().app.inject({
      method: 'POST',
      url: API.admin.documentFile,
      headers: { ...asOperator(world()), 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.json()).toMatchObject({ code: 1, msg: '请选择文件' });
    const noTitle = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documents,
      payload: { legal_type_id: world().leafTypeId, description: '适用于一般企业的章程范本。', file_id: 'x' },
    });
    expect(noTitle.code).toBe(1);
    expect(noTitle.msg).toContain('文档标题');

    const callers: Array<Record<string, string>> = [
      { [TOKEN_HEADER]: world().customer },
      { [TOKEN_HEADER]: world().lawyer },
      {},
    ];
    for (const headers of callers) {
      const refused = await uploadAsOperator(world(), await uniquePdf(), headers);
      expect(refused.body).toMatchObject({ code: 2 });
      const created = await world().app.inject({
        method: 'POST',
        url: API.admin.documents,
        headers,
        payload: { title: '章程', legal_type_id: world().leafTypeId, description: '说明', file_id: 'x' },
      });
      expect(created.json()).toMatchObject({ code: 2 });
    }
  });
});
