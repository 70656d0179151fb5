import type { LawyerSort } from '@lawbridge/contract';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../core/db/schema';
import { pinyinKeyword } from '../common/pinyin-initials';
import { containsIgnoringCase, startsWithLowerAlnum } from './like-match';

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

/** Up to this many keyword matches are collected and sorted; more are found walking the sort order. */
const COLLECT_AT_MOST = 2_000;

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
 * - A Chinese keyword (inside names and firms) scans the narrow keyword index or the area's rows.
 * - A pinyin keyword is two index ranges (initials, full pinyin). A page of a keyword filter matching
 *   at most COLLECT_AT_MOST lawyers collects their ids (legal types probed there already) in a
 *   MATERIALIZED common table expression and reads and sorts only those rows; a keyword filter
 *   matching more walks the sort order like any other filter.
 * - A total with an area or keyword counts those candidates, probing each one's legal types (EXISTS);
 *   a legal type alone is counted from the links' index (countHolders).
 */
export function createDirectoryRepo(db: Kysely<Database>) {
  /**
   * A keyword that reads as pinyin matches the start of the initials or of the full pinyin (two
   * index ranges; one for a single letter, which starts both or neither: on PostgreSQL the OR of two
   * ranges so wide scanned the whole keyword index, 38 ms, against 0.8 ms for the one range); any other
   * keyword (Chinese characters, signs) matches inside the name or the firm.
   */
  function keywordMatches(eb: ExpressionBuilder<Database, 'lawyers'>, keyword: string) {
    const spelled = pinyinKeyword(keyword);
    if (spelled) {
      const initials = startsWithLowerAlnum(eb.ref('lawyers.name_pinyin_initials'), spelled);
      if (spelled.length === 1) return initials;
      return eb.or([initials, startsWithLowerAlnum(eb.ref('lawyers.name_pinyin'), spelled)]);
    }
    return eb.or([
      containsIgnoringCase(db, eb.ref('lawyers.name'), keyword),
      containsIgnoringCase(db, eb.ref('lawyers.law_firm'), keyword),
    ]);
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

  /**
   * Enabled holders of the legal types, read from the links' index alone: every distinct holder, less
   * the disabled ones (few, found through the sort index's `enabled` column). Probing each holder's
   * row instead costs ten times as much for a leaf held by 8 % of all lawyers.
   */
  async function countHolders(legalTypeIds: number[]): Promise<number> {
    const [holders, disabled] = await Promise.all([
      db
        .selectFrom('lawyer_legal_types')
        .select((eb) => eb.fn.count<number>('lawyer_legal_types.lawyer_id').distinct().as('total'))
        .where('lawyer_legal_types.legal_type_id', 'in', legalTypeIds)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('lawyers')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('lawyers.enabled', '=', 0)
        .where(sql<boolean>`exists ${holdersOf(legalTypeIds, 'each')}`)
        .executeTakeFirstOrThrow(),
    ]);
    return Number(holders.total) - Number(disabled.total);
  }

  /** Enabled lawyers of the area matching the keyword and holding one of the legal types. */
  function candidates(filter: DirectoryFilter) {
    let query = db.selectFrom('lawyers').where('lawyers.enabled', '=', 1);
    if (filter.area) query = query.where(AREA_COLUMN[filter.area.level], '=', filter.area.code);
    const { keyword, legalTypeIds } = filter;
    if (keyword) query = query.where((eb) => keywordMatches(eb, keyword));
    if (legalTypeIds) query = query.where(sql<boolean>`exists ${holdersOf(legalTypeIds, 'each')}`);
    return query;
  }

  function sortedPage<DB extends Database>(
    query: SelectQueryBuilder<DB, 'lawyers', object>,
    sort: LawyerSort,
    page: { offset: number; limit: number },
  ) {
    let sorted = query.select(PAGE_COLUMNS);
    for (const [column, direction] of SORT_ORDER[sort])
      sorted = sorted.orderBy(`lawyers.${column}`, direction);
    return sorted.offset(page.offset).limit(page.limit).execute();
  }

  return {
    /**
     * `total` is the filter's count: a keyword matching few lawyers collects them first and sorts
     * only those; one matching many (`z`, a common surname) walks the sort order like any filter.
     */
    async page(
      filter: DirectoryFilter,
      sort: LawyerSort,
      page: { offset: number; limit: number },
      total: number,
    ) {
      if (!filter.keyword || total > COLLECT_AT_MOST) return sortedPage(candidates(filter), sort, page);
      const matching = db
        .with(
          (cte) => cte('matching').materialized(),
          () => candidates(filter).select('lawyers.id'),
        )
        .selectFrom('lawyers')
        .where('lawyers.id', 'in', (eb) => eb.selectFrom('matching').select('matching.id'));
      return sortedPage(matching, sort, page);
    },

    async count(filter: DirectoryFilter): Promise<number> {
      const { legalTypeIds } = filter;
      if (legalTypeIds && !filter.area && !filter.keyword) return countHolders(legalTypeIds);
      const row = await candidates(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;
export type DirectoryRow = Awaited<ReturnType<DirectoryRepo['page']>>[number];
