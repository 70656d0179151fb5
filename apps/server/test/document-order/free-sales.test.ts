import { API, type DocumentDownloadLink } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { documentWorld, type DocumentWorld, salesOf as salesOfDocument } from './support/document-world';

let t: TestApp;
let world: DocumentWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
});
afterAll(async () => t.close());

/** Makes a download link as the user and opens it. */
async function download(token: string, documentId: number): Promise<void> {
  const link = await call<DocumentDownloadLink>(t.app, {
    method: 'POST',
    url: API.documentDownload,
    token,
    payload: { id: documentId, format: 'pdf' },
  });
  expect(link.body.code).toBe(0);
  const file = await t.app.inject({ method: 'GET', url: link.body.data.url });
  expect(file.statusCode).toBe(200);
}

const salesOf = (documentId: number) => salesOfDocument(t, documentId);

describe('a free document’s sales: the distinct users who downloaded it', () => {
  it('counts a user’s first download once, never again, also for downloads at once; the uploader’s not at all', async () => {
    const free = await world.listedDocument({ price: 0, title: 'Free notice of termination' });
    const first = await world.buyer();
    await download(first.token, free.id);
    expect(await salesOf(free.id)).toBe(1);
    await download(first.token, free.id);
    expect(await salesOf(free.id)).toBe(1);

    const second = await world.buyer();
    await Promise.all(Array.from({ length: 4 }, () => download(second.token, free.id)));
    expect(await salesOf(free.id)).toBe(2);

    await download(world.lawyerToken, free.id);
    expect(await salesOf(free.id)).toBe(2);
    const downloads = await t.app.db
      .selectFrom('document_downloads')
      .select('id')
      .where('document_id', '=', free.id)
      .execute();
    expect(downloads).toHaveLength(7);
  });
});
