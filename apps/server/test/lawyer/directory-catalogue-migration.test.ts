import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as directoryCatalogue from '../../src/core/db/migrations/044-directory-catalogue';
import { currentCatalogueRevision } from '../../src/modules/common/catalogue-revision';
import { createDirectoryCatalogueSync } from '../../src/modules/lawyer/directory-catalogue/sync';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';
import { seedLawyer } from './lawyer-fixtures';

const EVERYONE = { keyword: null, area: null, legalTypeIds: null };

describe('migration 044 (the directory catalogue)', () => {
  let shared: SharedDatabase;
  beforeEach(async () => {
    shared = await createSharedDatabase();
  });
  afterEach(async () => {
    await shared.close();
  });

  it('goes down without its triggers and up again: existing lawyers load, later writes are stamped', async () => {
    const db = shared.connect();
    await directoryCatalogue.down(db as unknown as Kysely<unknown>);
    const zhao = await seedLawyer({ db }, { name: '赵敏' }); // written with no trigger in place
    await directoryCatalogue.up(db as unknown as Kysely<unknown>);
    expect(await currentCatalogueRevision(db, 'lawyers')).toBe(0);

    const sync = createDirectoryCatalogueSync(shared.connect());
    const names = async () =>
      (await sync.current())
        .page(EVERYONE, 'default', { offset: 0, limit: 20 })
        .entries.map((entry) => entry.name);
    expect(await names()).toEqual(['赵敏']);

    await db.updateTable('lawyers').set({ name: '赵敏敏' }).where('id', '=', zhao.id).execute();
    expect(await currentCatalogueRevision(db, 'lawyers')).toBe(1);
    expect(await names()).toEqual(['赵敏敏']);
    const stamped = await db
      .selectFrom('lawyers')
      .select('catalogue_revision')
      .where('id', '=', zhao.id)
      .executeTakeFirstOrThrow();
    expect(Number(stamped.catalogue_revision)).toBe(1);
  });
});
