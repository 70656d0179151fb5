import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/core/db/schema';
import { createDocumentSales } from '../../src/modules/document-order/sales';
import { nextCatalogueRevision } from '../../src/modules/document/catalogue/revision';
import { createCatalogueSync } from '../../src/modules/document/catalogue/sync';
import { createDocumentsRepo } from '../../src/modules/document/documents-repo';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';
import { insertListed } from './support/listed-rows';

const WHOLE = { keyword: null, legalTypeIds: null };
const FIRST_PAGE = { offset: 0, limit: 20 };

/** Platform documents (no uploading user) of the first legal type: the catalogue reads neither. */
async function platformDocumentFields(db: Kysely<Database>) {
  const type = await db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
  return { legalTypeId: type.id, uploaderId: null };
}

describe('each server keeps its catalogue in step with the shared database', () => {
  let shared: SharedDatabase;
  beforeEach(async () => {
    shared = await createSharedDatabase();
  });
  afterEach(async () => {
    await shared.close();
  });

  it('sees what another server wrote: a new listing, a sale, a take-down', async () => {
    const [writer, reader] = [shared.connect(), shared.connect()];
    const here = createCatalogueSync(writer);
    const there = createCatalogueSync(reader);
    const { legalTypeId, uploaderId } = await platformDocumentFields(writer);
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE)).toEqual({ ids: [], total: 0 });

    const first = await insertListed(writer, { title: '劳动合同范本', uploaderId, legalTypeId, listedAt: 1 });
    const second = await insertListed(writer, {
      title: '房屋租赁合同',
      uploaderId,
      legalTypeId,
      listedAt: 2,
    });
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE)).toEqual({
      ids: [second, first],
      total: 2,
    });

    await writer.transaction().execute((trx) => createDocumentSales(trx).paid(first));
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE).ids).toEqual([first, second]);
    expect(
      (await here.current()).catalogue.page({ keyword: 'zl', legalTypeIds: null }, 'sales', FIRST_PAGE),
    ).toEqual({
      ids: [second],
      total: 1,
    });

    await writer
      .transaction()
      .execute((trx) =>
        createDocumentsRepo(trx).change(second, ['listed'], { state: 'taken_down', updated_at: 3 }),
      );
    for (const sync of [here, there]) {
      const { catalogue } = await sync.current();
      expect(catalogue.page(WHOLE, 'newest', FIRST_PAGE)).toEqual({ ids: [first], total: 1 });
      expect(catalogue.page({ keyword: '租赁', legalTypeIds: null }, 'newest', FIRST_PAGE).total).toBe(0);
    }
  });

  it('does not see a write before its transaction commits, and sees it after', async () => {
    const [writer, reader] = [shared.connect(), shared.connect()];
    const there = createCatalogueSync(reader);
    const { legalTypeId, uploaderId } = await platformDocumentFields(writer);
    const id = await insertListed(writer, { title: '借款合同', uploaderId, legalTypeId, listedAt: 1 });
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE).ids).toEqual([id]);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const writing = writer.transaction().execute(async (trx) => {
      await createDocumentsRepo(trx).change(id, ['listed'], { state: 'withdrawn', updated_at: 2 });
      inside();
      await held;
    });
    await begun;
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE).ids).toEqual([id]);
    release();
    await writing;
    expect((await there.current()).catalogue.page(WHOLE, 'sales', FIRST_PAGE)).toEqual({ ids: [], total: 0 });
  });

  it('gives a revision only inside a transaction', async () => {
    await expect(nextCatalogueRevision(shared.connect())).rejects.toThrow(/transaction/);
  });
});
