import { API } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { docxFile } from '../document-files/docx-fixtures';
import { passwordPdf } from '../document-files/pdf-fixtures';
import {
  createDocumentProcessor,
  PROCESSING_LEASE_MS,
  PROCESSING_MAX_ATTEMPTS,
} from '../../src/modules/document/processor';
import { PROCESSING_EVERY_MS } from '../../src/modules/document/routes';
import {
  documentBody,
  postDocument,
  processAll,
  uniquePdf,
  uploadFile,
  useDocumentWorld,
  type DocumentWorld,
  noticesOf,
} from './support/document-world';

const documentOf = (world: DocumentWorld, id: number) =>
  world.app.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const versionOf = (world: DocumentWorld, id: number) =>
  world.app.db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();

describe('the conversion job', () => {
  const world = useDocumentWorld();

  it('turns an uploaded PDF into a document waiting for review, with a cover and public previews', async () => {
    const created = await postDocument(world(), world().lawyer, { price: 990 }, await uniquePdf(4));
    await processAll(world().app);
    const id = created.body.data.id;
    expect(await documentOf(world(), id)).toMatchObject({ state: 'reviewing' });
    const version = await versionOf(world(), id);
    expect(version).toMatchObject({ state: 'reviewing', pages: 4, lease_until: null, attempts: 1 });
    expect(version.text).toContain('page 1');
    const previews = JSON.parse(version.previews!) as Array<{ page: number; key: string }>;
    expect(previews.map((preview) => preview.page)).toEqual([0, 1, 2]);
    expect(previews[1]!.key).toBe(`documents/${id}/v1/page-1.webp`);

    const image = await world().app.inject({
      method: 'GET',
      url: `${API.documentPreview}/${version.id}/page-1.webp`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const cover = await world().app.inject({
      method: 'GET',
      url: `${API.documentPreview}/${version.id}/cover.webp`,
    });
    expect(cover.statusCode).toBe(200);
    const missing = await world().app.inject({
      method: 'GET',
      url: `${API.documentPreview}/${version.id}/page-3.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('converts a Word file and keeps the PDF next to the version’s previews', async () => {
    const word = await uploadFile(
      world().app,
      world().customer,
      docxFile([`租赁合同 ${Date.now()}`, '第二页']),
      '租赁合同.docx',
      'application/octet-stream',
    );
    const created = await call<{ id: number }>(world().app, {
      method: 'POST',
      url: API.documents,
      token: world().customer,
      payload: documentBody(world(), word, { title: '房屋租赁合同' }),
    });
    await processAll(world().app);
    const id = created.body.data.id;
    expect(await versionOf(world(), id)).toMatchObject({
      state: 'reviewing',
      format: 'docx',
      pages: 2,
      pdf_key: `documents/${id}/v1/document.pdf`,
    });
    const pdf = await world().app.storage.read(`documents/${id}/v1/document.pdf`);
    const head = (await pdf.toArray())[0] as Buffer;
    expect(head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('fails an encrypted PDF with the pipeline’s message and tells the uploader', async () => {
    const created = await postDocument(world(), world().customer, {}, passwordPdf());
    await processAll(world().app);
    const id = created.body.data.id;
    expect(await documentOf(world(), id)).toMatchObject({ state: 'failed' });
    expect(await versionOf(world(), id)).toMatchObject({
      state: 'failed',
      failure: 'PDF 已加密或设置了密码，请取消密码保护后上传',
    });
    expect(await noticesOf(world(), world().customerUserId)).toContainEqual({
      kind: 'document_failed',
      body: '《劳动合同范本》处理失败：PDF 已加密或设置了密码，请取消密码保护后上传',
    });
    const mine = await call<{ list: Array<{ state: string; reason: string }> }>(world().app, {
      method: 'GET',
      url: API.documentMine,
      token: world().customer,
    });
    expect(mine.body.data.list[0]).toMatchObject({
      state: 'failed',
      reason: 'PDF 已加密或设置了密码，请取消密码保护后上传',
    });
  });

  it('takes a version again once the lease of a crashed instance ran out, not before', async () => {
    const created = await postDocument(world(), world().other);
    const id = created.body.data.id;
    await processAll(world().app);
    // As if an instance had claimed version 1 and died: processing, attempts 1, lease running.
    const lease = world().clock.now() + PROCESSING_LEASE_MS;
    await world()
      .app.db.updateTable('document_versions')
      .set({ state: 'processing', attempts: 1, lease_until: lease, pages: 0, previews: null })
      .where('document_id', '=', id)
      .execute();
    await world().app.db.updateTable('documents').set({ state: 'processing' }).where('id', '=', id).execute();
    await processAll(world().app);
    expect(await versionOf(world(), id)).toMatchObject({ state: 'processing', attempts: 1 });
    world().clock.advance(PROCESSING_LEASE_MS + 1);
    await processAll(world().app);
    expect(await versionOf(world(), id)).toMatchObject({ state: 'reviewing', attempts: 2, pages: 1 });
    expect(await documentOf(world(), id)).toMatchObject({ state: 'reviewing' });
  });

  it(`gives up after ${PROCESSING_MAX_ATTEMPTS} attempts with a reason`, async () => {
    const created = await postDocument(world(), world().other);
    const id = created.body.data.id;
    await processAll(world().app);
    await world()
      .app.db.updateTable('document_versions')
      .set({ state: 'processing', attempts: PROCESSING_MAX_ATTEMPTS, lease_until: world().clock.now() - 1 })
      .where('document_id', '=', id)
      .execute();
    await world().app.db.updateTable('documents').set({ state: 'processing' }).where('id', '=', id).execute();
    await processAll(world().app);
    expect(await versionOf(world(), id)).toMatchObject({
      state: 'failed',
      failure: '文档多次处理未成功，请重新上传',
    });
    expect(await documentOf(world(), id)).toMatchObject({ state: 'failed' });
  });

  it('resumes after a restart: the app’s scheduled job takes a version nobody claimed', async () => {
    const created = await postDocument(world(), world().other);
    const id = created.body.data.id;
    await processAll(world().app);
    // As if the server had stopped between the upload's commit and its kick.
    await world()
      .app.db.updateTable('document_versions')
      .set({ state: 'processing', attempts: 0, lease_until: null, pages: 0, previews: null })
      .where('document_id', '=', id)
      .execute();
    await world().app.db.updateTable('documents').set({ state: 'processing' }).where('id', '=', id).execute();
    expect(world().app.scheduler.jobNames()).toContain('document-processing');
    world().clock.advance(PROCESSING_EVERY_MS);
    await world().app.scheduler.tick();
    expect(await versionOf(world(), id)).toMatchObject({ state: 'reviewing', attempts: 1, pages: 1 });
    expect(await documentOf(world(), id)).toMatchObject({ state: 'reviewing' });
  });

  it('lets one of two instances take a version: the other finds it leased', async () => {
    const { app } = world();
    const instance = () =>
      createDocumentProcessor({
        db: app.db,
        storage: app.storage,
        files: app.documents.files,
        clock: world().clock,
        notifier: app.notifier,
        log: app.log,
        workDir: app.documents.workDir,
      });
    const created = await postDocument(world(), world().other);
    await processAll(app);
    const id = created.body.data.id;
    await app.db
      .updateTable('document_versions')
      .set({ state: 'processing', attempts: 0, lease_until: null })
      .where('document_id', '=', id)
      .execute();
    await app.db.updateTable('documents').set({ state: 'processing' }).where('id', '=', id).execute();
    await Promise.all([instance().drain(), instance().drain()]);
    expect(await versionOf(world(), id)).toMatchObject({ state: 'reviewing', attempts: 1 });
    const processed = await app.db
      .selectFrom('document_events')
      .select('id')
      .where('document_id', '=', id)
      .where('action', '=', 'processed')
      .execute();
    expect(processed).toHaveLength(2);
  });

  it('stops on shutdown after the attempt in progress, leaving the versions still waiting for the next round', async () => {
    const { app } = world();
    const first = (await postDocument(world(), world().other)).body.data.id;
    const second = (await postDocument(world(), world().other)).body.data.id;
    await processAll(app);
    await app.db
      .updateTable('document_versions')
      .set({ state: 'processing', attempts: 0, lease_until: null })
      .where('document_id', 'in', [first, second])
      .execute();
    let release = (): void => undefined;
    const gate = new Promise<void>((done) => (release = done));
    let entered = (): void => undefined;
    const inAttempt = new Promise<void>((done) => (entered = done));
    const processor = createDocumentProcessor({
      db: app.db,
      storage: app.storage,
      files: {
        prepareDocument: async (...args) => {
          entered();
          await gate;
          return app.documents.files.prepareDocument(...args);
        },
      },
      clock: world().clock,
      notifier: app.notifier,
      log: app.log,
      workDir: app.documents.workDir,
    });
    const round = processor.drain();
    await inAttempt;
    const stopping = processor.stop();
    release();
    await stopping;
    await round;
    const states = await app.db
      .selectFrom('document_versions')
      .select(['state', 'attempts', 'lease_until'])
      .where('document_id', 'in', [first, second])
      .orderBy('state', 'desc')
      .execute();
    expect(states).toEqual([
      { state: 'reviewing', attempts: 1, lease_until: null },
      { state: 'processing', attempts: 0, lease_until: null },
    ]);
  });
});
