import type { DocumentSort } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { pinyinKeyword } from '../common/pinyin-initials';
import { containsIgnoringCase } from '../lawyer/like-match';

export interface CentreFilter {
  keyword: string | null;
  /** A leaf, or a parent with its leaves; null for every type. */
  legalTypeIds: number[] | null;
}

/**
 * 综合 (docs/decisions.md): three points a sale, up to twenty for the rating (4 × the sum of scores over
 * count + 1, so a few ratings weigh less than many), and one point a day of recency (listed a day later
 * counts like a third of a sale). Integer arithmetic, the same on both databases.
 */
const DEFAULT_SCORE = sql<number>`(documents.sales * 3 + documents.rating_sum * 4 / (documents.rating_count + 1) + documents.listed_at / 86400000)`;
const AVERAGE_RATING = sql<number>`(case when documents.rating_count = 0 then 0 else documents.rating_sum * 100 / documents.rating_count end)`;

/** The columns a centre item is made of: the document, its listed version, its legal type and its uploader. */
export function documentItemQuery(db: Kysely<Database>) {
  return db
    .selectFrom('documents')
    .innerJoin('document_versions as version', 'version.id', 'documents.listed_version_id')
    .innerJoin('legal_types', 'legal_types.id', 'documents.legal_type_id')
    .innerJoin('users as uploader', 'uploader.id', 'documents.uploader_user_id')
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

/** The document centre's rows: listed documents only. */
export function createCentreRepo(db: Kysely<Database>) {
  function listed(filter: CentreFilter) {
    let query = db.selectFrom('documents').where('documents.state', '=', 'listed');
    if (filter.legalTypeIds) query = query.where('documents.legal_type_id', 'in', filter.legalTypeIds);
    if (filter.keyword) {
      const keyword = filter.keyword.toLowerCase();
      const pinyin = pinyinKeyword(keyword);
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase(db, eb.ref('documents.search_text'), keyword),
          ...(pinyin && pinyin !== keyword
            ? [containsIgnoringCase(db, eb.ref('documents.search_text'), pinyin)]
            : []),
        ]),
      );
    }
    return query;
  }

  return {
    async page(filter: CentreFilter, sort: DocumentSort, window: { offset: number; limit: number }) {
      let ids = listed(filter).select('documents.id');
      switch (sort) {
        case 'default':
          ids = ids.orderBy(DEFAULT_SCORE, 'desc');
          break;
        case 'sales':
          ids = ids.orderBy('documents.sales', 'desc');
          break;
        case 'rating':
          ids = ids.orderBy(AVERAGE_RATING, 'desc').orderBy('documents.rating_count', 'desc');
          break;
        case 'newest':
          ids = ids.orderBy('documents.listed_at', 'desc');
          break;
        case 'price':
          ids = ids.orderBy('documents.price', 'asc');
          break;
      }
      const pageIds = await ids
        .orderBy('documents.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute();
      if (pageIds.length === 0) return [];
      const rows = await documentItemQuery(db)
        .where(
          'documents.id',
          'in',
          pageIds.map((row) => row.id),
        )
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return pageIds.map((row) => byId.get(row.id)).filter((row) => row !== undefined);
    },

    async count(filter: CentreFilter): Promise<number> {
      const row = await listed(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
