import { API, type DocumentDetail } from '@lawbridge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  boughtBy,
  consoleCall,
  listedDocument,
  postDocument,
  processAll,
  useDocumentWorld,
} from './support/document-world';

describe('a document’s detail', () => {
  const world = useDocumentWorld();
  let listed = 0;
  let reviewing = 0;

  beforeAll(async () => {
    listed = await listedDocument(world(), world().lawyer, { title: '股权转让协议', price: 1990 });
    reviewing = (await postDocument(world(), world().customer, { title: '离婚协议书范本' })).body.data.id;
    await processAll(world().app);
  });

  const detail = (id: number, token?: string) =>
    call<DocumentDetail>(world().app, {
      method: 'GET',
      url: `${API.documentDetail}?id=${id}`,
      ...(token ? { token } : {}),
    });

  it('shows a listed document to everyone: previews, the lawyer’s card and 文书代写 at the lawyer’s price', async () => {
    const { body } = await detail(listed);
    expect(body.code).toBe(0);
    const lawyer = await world()
      .app.db.selectFrom('lawyers')
      .select(['uuid', 'name'])
      .executeTakeFirstOrThrow();
    expect(body.data).toMatchObject({
      title: '股权转让协议',
      state: 'listed',
      price: 1990,
      version_no: 1,
      pages: 1,
      format: 'pdf',
      uploader: { kind: 'lawyer', name: lawyer.name, lawyer: { uuid: lawyer.uuid } },
      drafting_service: { lawyer_uuid: lawyer.uuid, price: 39900 },
      viewer: { own: false, entitled: false, can_rate: false },
    });
    expect(body.data.previews).toHaveLength(1);
    const image = await world().app.inject({ method: 'GET', url: body.data.previews[0]!.url });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(body.data.cover_url).toMatch(/\/cover\.webp$/);
    expect((await detail(listed, world().lawyer)).body.data.viewer.own).toBe(true);
  });

  it('shows a document in review to its uploader only', async () => {
    const own = await detail(reviewing, world().customer);
    expect(own.body.data).toMatchObject({
      state: 'reviewing',
      uploader: { kind: 'user', lawyer: null },
      drafting_service: null,
      viewer: { own: true },
    });
    expect((await detail(reviewing, world().other)).body).toMatchObject({
      code: 7,
      msg: '文档不存在或已下架',
    });
    expect((await detail(reviewing)).body.code).toBe(7);
  });

  it('shows a taken-down document to its buyers and uploader only', async () => {
    await boughtBy(world(), listed, world().customerUserId);
    const down = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentTakeDown,
      payload: { id: listed, reason_code: 'infringement', text: '涉嫌侵犯他人著作权' },
    });
    expect(down.code).toBe(0);
    expect((await detail(listed, world().customer)).body.data).toMatchObject({
      state: 'taken_down',
      viewer: { entitled: true, can_rate: true },
    });
    expect((await detail(listed, world().lawyer)).body.code).toBe(0);
    expect((await detail(listed, world().other)).body).toMatchObject({ code: 7, msg: '文档不存在或已下架' });
    expect((await detail(listed)).body.code).toBe(7);
  });

  it('answers an unknown or malformed id with a clear message', async () => {
    expect((await detail(999_999)).body).toMatchObject({ code: 7, msg: '文档不存在或已下架' });
    const bad = await call(world().app, { method: 'GET', url: `${API.documentDetail}?id=abc` });
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toMatch(/文档/);
  });
});
