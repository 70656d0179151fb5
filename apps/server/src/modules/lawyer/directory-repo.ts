import type { LawyerSort } from '@lawbridge/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { containsIgnoringCase, startsWithIgnoringCase } from './like-match';

/** A 2-digit prefix names a province, 4 digits a city, 6 digits whichever level the code is. */
export type AreaLevel = 'province' | 'city' | 'district';

export interface DirectoryFilter {
  /** Matched ignoring case: inside the name or the firm, or at the start of the pinyin initials. */
  keyword: string | null;
  area: { level: AreaLevel; code: string } | null;
  /** A leaf, or a parent with its leaves; null for every type. Never empty. */
  legalTypeIds: number[] | null;
}

/** Province, city and district are stored apart, so every area filter is an indexed equality. */
const AREA_COLUMN = { province: 'province_code', city: 'city_code', district: 'area_code' } as const;

type SortColumn = 'accepting' | 'rating' | 'review_count' | 'served_orders' | 'practice_start_year' | 'id';

/** Each order matches one index of migration 004 read in one direction, so page 1 needs no sorting. */
const SORT_ORDER: Record<LawyerSort, ReadonlyArray<[SortColumn, 'asc' | 'desc']>> = {
  default: [
    ['accepting', 'desc'],
    ['rating', 'desc'],
    ['served_orders', 'desc'],
    ['id', 'desc'],
  ],
  rating: [
    ['rating', 'desc'],
    ['review_count', 'desc'],
    ['id', 'desc'],
  ],
  orders: [
    ['served_orders', 'desc'],
    ['rating', 'desc'],
    ['id', 'desc'],
  ],
  years: [
    ['practice_start_year', 'asc'],
    ['id', 'asc'],
  ],
};

/**
 * How the legal-type and keyword conditions are written, for the query plans (docs/performance.md).
 * With an area, its index narrows the candidates to a few thousand at most, and each candidate is
 * checked (EXISTS, the keyword directly). Without one:
 * - a page of a legal type walks the sort index and probes each lawyer (EXISTS) until the page is full,
 *   while its total collects the type's holders once from their index (IN), several times faster;
 * - no index can serve a keyword, so a page finds the matches with one scan of the narrow keyword
 *   index (IN) instead of visiting every row in sort order, and a total matches on that scan directly.
 */
type Purpose = 'page' | 'total';

export function createDirectoryRepo(db: Kysely<Database>) {
  function keywordMatches(eb: ExpressionBuilder<Database, 'lawyers'>, keyword: string) {
    return eb.or([
      containsIgnoringCase(db, eb.ref('lawyers.name'), keyword),
      containsIgnoringCase(db, eb.ref('lawyers.law_firm'), keyword),
      startsWithIgnoringCase(db, eb.ref('lawyers.name_pinyin_initials'), keyword),
    ]);
  }

  function filtered(filter: DirectoryFilter, purpose: Purpose) {
    let query = db.selectFrom('lawyers').where('lawyers.enabled', '=', 1);
    if (filter.area) query = query.where(AREA_COLUMN[filter.area.level], '=', filter.area.code);
    const { legalTypeIds, keyword } = filter;
    if (legalTypeIds) {
      const collectHolders = purpose === 'total' && filter.area === null;
      query = collectHolders
        ? query.where('lawyers.id', 'in', (eb) =>
            eb
              .selectFrom('lawyer_legal_types')
              .select('lawyer_legal_types.lawyer_id')
              .where('lawyer_legal_types.legal_type_id', 'in', legalTypeIds),
          )
        : query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('lawyer_legal_types')
                .select('lawyer_legal_types.lawyer_id')
                .whereRef('lawyer_legal_types.lawyer_id', '=', 'lawyers.id')
                .where('lawyer_legal_types.legal_type_id', 'in', legalTypeIds),
            ),
          );
    }
    if (keyword) {
      const scanKeywordIndex = purpose === 'page' && filter.area === null;
      query = scanKeywordIndex
        ? query.where('lawyers.id', 'in', (eb) =>
            eb
              .selectFrom('lawyers')
              .select('lawyers.id')
              .where('lawyers.enabled', '=', 1)
              .where((inner) => keywordMatches(inner, keyword)),
          )
        : query.where((eb) => keywordMatches(eb, keyword));
    }
    return query;
  }

  return {
    async page(filter: DirectoryFilter, sort: LawyerSort, page: { offset: number; limit: number }) {
      let query = filtered(filter, 'page').select([
        'lawyers.id',
        'lawyers.uuid',
        'lawyers.name',
        'lawyers.avatar_upload_id',
        'lawyers.law_firm',
        'lawyers.practice_start_year',
        'lawyers.area_code',
        'lawyers.rating',
        'lawyers.review_count',
        'lawyers.served_orders',
        'lawyers.accepting',
      ]);
      for (const [column, direction] of SORT_ORDER[sort])
        query = query.orderBy(`lawyers.${column}`, direction);
      return query.offset(page.offset).limit(page.limit).execute();
    },

    async count(filter: DirectoryFilter): Promise<number> {
      const row = await filtered(filter, 'total')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;
export type DirectoryRow = Awaited<ReturnType<DirectoryRepo['page']>>[number];
