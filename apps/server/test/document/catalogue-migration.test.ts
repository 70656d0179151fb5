import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as documentCatalogue from '../../src/core/db/migrations/043-document-catalogue';
import * as directoryCatalogue from '../../src/core/db/migrations/044-directory-catalogue';
import { createCatalogueSync } from '../../src/modules/document/catalogue/sync';
import { useDocumentWorld } from './support/document-world';
import { insertListed } from './support/listed-rows';

describe('migration 043 (the document centre catalogue)', () => {
  const world = useDocumentWorld();

  it('goes down to the keyword index of 042 (rebuilt) and up again, the centre unchanged', async () => {
    const w = world();
    const row = { uploaderId: w.customerUserId, legalTypeId: w.leafTypeId, listedAt: w.clock.now() };
    const listed = await insertListed(w.app.db, { ...row, title: '竞业限制协议', tags: ['保密'] });
    await insertListed(w.app.db, { ...row, title: '竞业限制通知书', state: 'withdrawn' });
    const db = w.app.db as unknown as Kysely<unknown>;

    await directoryCatalogue.down(db); // the later migration first, as the migrator goes down
    await documentCatalogue.down(db);
    const postings = await sql<{
      document_id: number;
    }>`select distinct document_id from document_search_grams`.execute(db);
    expect(postings.rows.map((posting) => Number(posting.document_id))).toEqual([listed]);

    await documentCatalogue.up(db);
    await directoryCatalogue.up(db);
    const revision = await w.app.db
      .selectFrom('catalogue_revisions')
      .select('revision')
      .where('name', '=', 'documents')
      .executeTakeFirstOrThrow();
    expect(Number(revision.revision)).toBe(0);
    // a server started on the migrated database
    const { catalogue } = await createCatalogueSync(w.app.db).current();
    const found = (keyword: string) =>
      catalogue.page({ keyword, legalTypeIds: null }, 'newest', { offset: 0, limit: 20 }).ids;
    expect(found('竞业')).toEqual([listed]);
    expect(found('jyxz')).toEqual([listed]);
    expect(found('保密')).toEqual([listed]);
  });
});
