import { API, type AdminDocumentItem, type Page } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  consoleCall,
  listedDocument,
  postDocument,
  processAll,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
  type DocumentWorld,
} from './support/document-world';

const queue = async (world: DocumentWorld) =>
  (
    await consoleCall<Page<AdminDocumentItem>>(world, {
      method: 'GET',
      url: `${API.admin.documents}?state=reviewing`,
    })
  ).data;

async function newVersion(world: DocumentWorld, id: number): Promise<void> {
  const fileId = await uploadFile(world.app, world.lawyer, await uniquePdf(2));
  const reply = await call(world.app, {
    method: 'POST',
    url: API.documentVersion,
    token: world.lawyer,
    payload: { id, file_id: fileId, note: '更新了条款' },
  });
  expect(reply.body.code).toBe(0);
}

const reviewingVersion = async (world: DocumentWorld, documentId: number) =>
  (
    await world.app.db
      .selectFrom('document_versions')
      .select('id')
      .where('document_id', '=', documentId)
      .where('state', '=', 'reviewing')
      .executeTakeFirstOrThrow()
  ).id;

describe('the console’s review queue', () => {
  const world = useDocumentWorld();

  it('lists every document with a version in review, new versions of listed and withdrawn ones too, oldest submitted first', async () => {
    const listed = await listedDocument(world(), world().lawyer, { title: '房屋租赁合同范本' });
    const withdrawn = await listedDocument(world(), world().lawyer, { title: '借款合同范本' });
    const sale = await call(world().app, {
      method: 'POST',
      url: API.documentSale,
      token: world().lawyer,
      payload: { id: withdrawn, on_sale: false },
    });
    expect(sale.body.code).toBe(0);
    world().clock.advance(1000);
    const fresh = (await postDocument(world(), world().customer, { title: '离婚协议书范本' })).body.data.id;
    world().clock.advance(1000);
    await newVersion(world(), listed);
    world().clock.advance(1000);
    await newVersion(world(), withdrawn);
    await processAll(world().app);

    const page = await queue(world());
    expect(page.total).toBe(3);
    expect(page.list.map((item) => [item.id, item.state, item.reviewing_version_id])).toEqual([
      [fresh, 'reviewing', await reviewingVersion(world(), fresh)],
      [listed, 'listed', await reviewingVersion(world(), listed)],
      [withdrawn, 'withdrawn', await reviewingVersion(world(), withdrawn)],
    ]);

    const approved = await consoleCall(world(), {
      method: 'POST',
      url: API.admin.documentReview,
      payload: { version_id: await reviewingVersion(world(), listed), decision: 'approve' },
    });
    expect(approved.code).toBe(0);
    const after = await queue(world());
    expect(after.list.map((item) => item.id)).toEqual([fresh, withdrawn]);
    expect(after.total).toBe(2);
  });
});
