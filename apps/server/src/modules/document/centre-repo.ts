import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';

/** The columns a centre item is made of: the document, its listed version, its legal type and its uploader. */
export function documentItemQuery(db: Kysely<Database>) {
  return db
    .selectFrom('documents')
    .innerJoin('document_versions as version', 'version.id', 'documents.listed_version_id')
    .innerJoin('legal_types', 'legal_types.id', 'documents.legal_type_id')
    .leftJoin('users as uploader', 'uploader.id', 'documents.uploader_user_id')
    .leftJoin('lawyers', 'lawyers.id', 'documents.uploader_lawyer_id')
    .select([
      'documents.id',
      'documents.title',
      'documents.tags',
      'documents.price',
      'documents.sales',
      'documents.rating_sum',
      'documents.rating_count',
      'documents.updated_at',
      'legal_types.name as legal_type_name',
      'version.id as version_id',
      'version.format',
      'version.pages',
      'version.cover_key',
      'uploader.nickname as uploader_nickname',
      'lawyers.name as lawyer_name',
    ]);
}

export type DocumentItemRow = Awaited<ReturnType<ReturnType<typeof documentItemQuery>['execute']>>[number];

/** The list items of these listed documents, in the order of `ids` (one left the centre meanwhile: left out). */
export async function listedItems(db: Kysely<Database>, ids: readonly number[]): Promise<DocumentItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await documentItemQuery(db)
    .where('documents.id', 'in', ids)
    .where('documents.state', '=', 'listed')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}
