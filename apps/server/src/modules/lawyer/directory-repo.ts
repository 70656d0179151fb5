import type { LawyerSort } from '@lawbridge/contract';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../core/db/schema';
import { pinyinKeyword } from '../common/pinyin-initials';
import { containsIgnoringCase, startsWithIgnoringCase } from './like-match';

/** A 2-digit prefix names a province, 4 digits a city, 6 digits whichever level the code is. */
export type AreaLevel = 'province' | 'city' | 'district';

export interface DirectoryFilter {
  /**
   * Matched ignoring case: inside the name or the firm, or, when it reads as pinyin (spaces and
   * apostrophes dropped), at the start of the name's pinyin initials or full pinyin.
   */
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

const PAGE_COLUMNS = [
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
] as const;

/**
 * How the conditions are written, for the query plans of both databases (docs/performance.md).
 * - Without a keyword, a page walks the index of its sort order (or the rows of its area) and stops
 *   when the page is full, probing each lawyer's legal types (EXISTS).
 * - No index can serve a keyword, and neither planner can guess how many rows it matches: a page
 *   first collects the matching lawyers of the area in a MATERIALIZED common table expression (one
 *   scan of the narrow keyword index, or of the area's rows), then sorts only those.
 * - A total visits every match anyway: the keyword is checked on that scan; a legal type without an
 *   area collects its holders once from their index (IN), several times faster than probing a third
 *   of all lawyers; with an area, each of its lawyers is probed.
 */
export function createDirectoryRepo(db: Kysely<Database>) {
  function keywordMatches(eb: ExpressionBuilder<Database, 'lawyers'>, keyword: string) {
    const conditions = [
      containsIgnoringCase(db, eb.ref('lawyers.name'), keyword),
      containsIgnoringCase(db, eb.ref('lawyers.law_firm'), keyword),
    ];
    const spelled = pinyinKeyword(keyword);
    if (spelled) {
      conditions.push(
        startsWithIgnoringCase(db, eb.ref('lawyers.name_pinyin_initials'), spelled),
        startsWithIgnoringCase(db, eb.ref('lawyers.name_pinyin'), spelled),
      );
    }
    return eb.or(conditions);
  }

  /**
   * Lawyers holding one of the legal types: `each` correlated with the outer query's lawyer (for
   * EXISTS), `all` of them (for IN).
   */
  function holdersOf(legalTypeIds: number[], which: 'each' | 'all') {
    const holders = db
      .selectFrom('lawyer_legal_types')
      .select('lawyer_legal_types.lawyer_id')
      .where('lawyer_legal_types.legal_type_id', 'in', legalTypeIds);
    return which === 'each'
      ? holders.where('lawyer_legal_types.lawyer_id', '=', sql.ref<number>('lawyers.id'))
      : holders;
  }

  /** Enabled lawyers of the area matching the keyword. */
  function candidates(filter: DirectoryFilter) {
    let query = db.selectFrom('lawyers').where('lawyers.enabled', '=', 1);
    if (filter.area) query = query.where(AREA_COLUMN[filter.area.level], '=', filter.area.code);
    const { keyword } = filter;
    if (keyword) query = query.where((eb) => keywordMatches(eb, keyword));
    return query;
  }

  function sortedPage<DB extends Database>(
    query: SelectQueryBuilder<DB, 'lawyers', object>,
    filter: DirectoryFilter,
    sort: LawyerSort,
    page: { offset: number; limit: number },
  ) {
    const { legalTypeIds } = filter;
    let sorted = query.select(PAGE_COLUMNS);
    if (legalTypeIds) sorted = sorted.where(sql<boolean>`exists ${holdersOf(legalTypeIds, 'each')}`);
    for (const [column, direction] of SORT_ORDER[sort])
      sorted = sorted.orderBy(`lawyers.${column}`, direction);
    return sorted.offset(page.offset).limit(page.limit).execute();
  }

  return {
    async page(filter: DirectoryFilter, sort: LawyerSort, page: { offset: number; limit: number }) {
      if (!filter.keyword) return sortedPage(candidates(filter), filter, sort, page);
      const matching = db
        .with(
          (cte) => cte('matching').materialized(),
          () => candidates(filter).select('lawyers.id'),
        )
        .selectFrom('lawyers')
        .where('lawyers.id', 'in', (eb) => eb.selectFrom('matching').select('matching.id'));
      return sortedPage(matching, filter, sort, page);
    },

    async count(filter: DirectoryFilter): Promise<number> {
      let query = candidates(filter);
      const { legalTypeIds } = filter;
      if (legalTypeIds) {
        query = filter.area
          ? query.where(sql<boolean>`exists ${holdersOf(legalTypeIds, 'each')}`)
          : query.where('lawyers.id', 'in', holdersOf(legalTypeIds, 'all'));
      }
      const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;
export type DirectoryRow = Awaited<ReturnType<DirectoryRepo['page']>>[number];
