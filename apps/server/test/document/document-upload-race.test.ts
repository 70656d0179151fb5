import { API } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  documentBody,
  listedDocument,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
} from './support/document-world';

// The one that lost the race reads either the upload used or (once the winner committed) its file live.
const TAKEN = ['该文件已用于其他文档，请重新上传', '该文件已在平台上架，请勿重复上传'];

describe('one upload makes one version, also when requests race', () => {
  const world = useDocumentWorld();

  it('lets one of five parallel creates with the same upload through; the others get the clear refusal', async () => {
    const fileId = await uploadFile(world().app, world().lawyer, await uniquePdf());
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(world().app, {
          method: 'POST',
          url: API.documents,
          token: world().lawyer,
          payload: documentBody(world(), fileId, { title: `并发上传的合同范本${index}` }),
        }),
      ),
    );
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(1);
    for (const reply of replies.filter((item) => item.body.code !== 0)) {
      expect(reply.body.code).toBe(1);
      expect(TAKEN).toContain(reply.body.msg);
    }
    const versions = await world()
      .app.db.selectFrom('document_versions')
      .select('id')
      .where('upload_id', '=', fileId)
      .execute();
    expect(versions).toHaveLength(1);
    const documents = await world()
      .app.db.selectFrom('documents')
      .select('id')
      .where('title', 'like', '并发上传的合同范本%')
      .execute();
    expect(documents).toHaveLength(1);
  });

  it('refuses the upload of a version made at the same moment (the index, past the check)', async () => {
    const id = await listedDocument(world(), world().lawyer, { title: '委托代理合同范本' });
    const fileId = await uploadFile(world().app, world().lawyer, await uniquePdf());
    const reply = await call(world().app, {
      method: 'POST',
      url: API.documentVersion,
      token: world().lawyer,
      payload: { id, file_id: fileId },
    });
    expect(reply.body.code).toBe(0);
    const version = await world()
      .app.db.selectFrom('document_versions')
      .selectAll()
      .where('upload_id', '=', fileId)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = version;
    const again = await world()
      .app.db.insertInto('document_versions')
      .values({ ...copy, version_no: version.version_no + 1 })
      .onConflict((conflict) => conflict.column('upload_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    expect(again).toBeUndefined();
  });
});
