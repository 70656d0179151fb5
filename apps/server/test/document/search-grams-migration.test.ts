import { API, type DocumentList } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as searchGrams from '../../src/core/db/migrations/042-document-search-grams';
import { call } from '../helpers/api';
import { useDocumentWorld } from './support/document-world';
import { insertListed } from './support/listed-rows';

describe('migration 042 (the document centre keyword index)', () => {
  const world = useDocumentWorld();

  it('indexes the listed documents already there, and only those', async () => {
    const w = world();
    const row = { uploaderId: w.customerUserId, legalTypeId: w.leafTypeId, listedAt: w.clock.now() };
    const listed = await insertListed(w.app.db, { ...row, title: '竞业限制协议', tags: ['保密'] });
    await insertListed(w.app.db, { ...row, title: '竞业限制通知书', state: 'withdrawn' });
    // Back to the schema before 042, then forward again as an existing database would migrate.
    const db = w.app.db as unknown as Kysely<unknown>;
    await searchGrams.down(db);
    await searchGrams.up(db);

    const indexed = await w.app.db
      .selectFrom('document_search_grams')
      .select('document_id')
      .distinct()
      .execute();
    expect(indexed.map((posting) => posting.document_id)).toEqual([listed]);
    const centre = async (keyword: string) =>
      (
        await call<DocumentList>(w.app, {
          method: 'GET',
          url: `${API.documents}?keyword=${encodeURIComponent(keyword)}`,
        })
      ).body.data.list.map((item) => item.title);
    expect(await centre('竞业')).toEqual(['竞业限制协议']);
    expect(await centre('jyxz')).toEqual(['竞业限制协议']);
    expect(await centre('保密')).toEqual(['竞业限制协议']);
  });
});
