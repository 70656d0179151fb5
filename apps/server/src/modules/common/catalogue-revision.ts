import type { Kysely } from 'kysely';
import '../../core/db/schema-catalogue-revisions';
import type { CatalogueName } from '../../core/db/schema-catalogue-revisions';
import type { Database } from '../../core/db/schema';

/** The last revision of the catalogue given out and committed (one indexed row). */
export async function currentCatalogueRevision(db: Kysely<Database>, name: CatalogueName): Promise<number> {
  const row = await db
    .selectFrom('catalogue_revisions')
    .select('revision')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}
