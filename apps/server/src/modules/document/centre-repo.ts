import type { DocumentSort } from '@lawbridge/contract';
import { sql, type Expression, type Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { containsIgnoringCase } from '../lawyer/like-match';
import { keywordForms, keywordPostings } from './keyword-postings';

export interface CentreFilter {
  keyword: string | null;
  /** A leaf, or a parent with its leaves; null for every type. */
  legalTypeIds: number[] | null;
}

/**
 * 综合 (docs/decisions.md; migration 034 indexes the same expression): three points a sale, up to twenty for the rating (4 × the sum of scores over
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

/** Each sort as its index reads (migrations 032, 034), the id last, so a page walks the index and stops. */
const SORT_ORDER: Record<DocumentSort, ReadonlyArray<[Expression<unknown> | string, 'asc' | 'desc']>> = {
  default: [
    [DEFAULT_SCORE, 'desc'],
    ['documents.id', 'desc'],
  ],
  sales: [
    ['documents.sales', 'desc'],
    ['documents.id', 'desc'],
  ],
  rating: [
    [AVERAGE_RATING, 'desc'],
    ['documents.rating_count', 'desc'],
    ['documents.id', 'desc'],
  ],
  newest: [
    ['documents.listed_at', 'desc'],
    ['documents.id', 'desc'],
  ],
  price: [
    ['documents.price', 'asc'],
    ['documents.id', 'asc'],
  ],
};

/** Up to this many keyword matches are collected and sorted; more are found walking the sort order. */
const COLLECT_AT_MOST = 2_000;

/**
 * The document centre's rows: listed documents only. A keyword is matched inside `search_text` (and, typed as
 * pinyin with spaces, compacted too); its matches and total come from the keyword's postings in
 * `document_search_grams` (keyword-postings.ts), or, where those cannot narrow it, from reading the
 * `(state, search_text, id)` index. A keyword matching at most COLLECT_AT_MOST documents collects their ids
 * first (a MATERIALIZED common table expression) and sorts only those; any other filter walks the sort's
 * index, checking `search_text` as it goes (docs/decisions.md).
 */
export function createCentreRepo(db: Kysely<Database>) {
  function listed(filter: CentreFilter) {
    let query = db.selectFrom('documents').where('documents.state', '=', 'listed');
    if (filter.legalTypeIds) query = query.where('documents.legal_type_id', 'in', filter.legalTypeIds);
    if (filter.keyword) {
      const text = sql.ref<string>('documents.search_text');
      const forms = keywordForms(filter.keyword);
      query = query.where((eb) => eb.or(forms.map((form) => containsIgnoringCase(db, text, form))));
    }
    return query;
  }

  /** The ids matching the filter: the keyword's postings when they can narrow it, else the listed rows read. */
  async function findMatchingIds(filter: CentreFilter) {
    const postings = filter.keyword
      ? await keywordPostings(db, { keyword: filter.keyword, legalTypeIds: filter.legalTypeIds })
      : null;
    return postings ?? listed(filter).select('documents.id');
  }

  /** Planned once for a filter (its count and its page ask both). */
  const planned = new WeakMap<CentreFilter, ReturnType<typeof findMatchingIds>>();
  function matchingIds(filter: CentreFilter) {
    const known = planned.get(filter);
    if (known) return known;
    const plan = findMatchingIds(filter);
    planned.set(filter, plan);
    return plan;
  }

  async function sortedIds(
    from: ReturnType<typeof listed>,
    sort: DocumentSort,
    window: { offset: number; limit: number },
  ) {
    let query = from.select('documents.id');
    for (const [order, direction] of SORT_ORDER[sort]) {
      query =
        typeof order === 'string'
          ? query.orderBy(order as 'documents.id', direction)
          : query.orderBy(order, direction);
    }
    return query.offset(window.offset).limit(window.limit).execute();
  }

  return {
    /** One page in the sort's order; `total` is the filter's count (it decides how a keyword's page is found). */
    async page(
      filter: CentreFilter,
      sort: DocumentSort,
      window: { offset: number; limit: number },
      total: number,
    ) {
      if (total === 0) return [];
      const collect = filter.keyword !== null && total <= COLLECT_AT_MOST;
      const matching = collect ? await matchingIds(filter) : null;
      const from = matching
        ? db
            .with(
              (cte) => cte('matching').materialized(),
              () => matching,
            )
            .selectFrom('documents')
            .where('documents.id', 'in', (eb) => eb.selectFrom('matching').select('matching.id'))
        : listed(filter);
      const pageIds = await sortedIds(from as ReturnType<typeof listed>, sort, window);
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
      const row = await db
        .selectFrom((await matchingIds(filter)).as('matching'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
