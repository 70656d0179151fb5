import { LAWYER_SORTS, lawyerListQuery, type LawyerSort } from '@lawbridge/contract';
import type { QueryParams } from '../../lib/url';
import { areaPrefix } from './components/filter-options';

/** The directory filters; the list page keeps them in its address so back and refresh keep them. */
export type LawyerFilters = {
  keyword?: string;
  /** The significant prefix of a GB/T 2260 code: 2 digits for a province, 4 for a city, 6 for a district. */
  area_code?: string;
  /** A legal-type id; a parent includes its leaves. */
  legal_type_id?: number;
  sort: LawyerSort;
};

export const LAWYER_PAGE_SIZE = 20;

const fields = lawyerListQuery.shape;

function valid<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: unknown) {
  if (value === undefined || value === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** The filters a list address carries; a value the server would refuse is left out. */
export function filtersFromQuery(query: QueryParams): LawyerFilters {
  const sort = LAWYER_SORTS.find((candidate) => candidate === query.sort) ?? 'default';
  return {
    keyword: valid(fields.keyword, query.keyword) || undefined,
    area_code: areaPrefixOrUndefined(valid(fields.area_code, query.area_code)),
    legal_type_id: valid(fields.legal_type_id, query.legal_type_id),
    sort,
  };
}

export function hasNarrowingFilters(filters: LawyerFilters): boolean {
  return Boolean(filters.keyword || filters.area_code || filters.legal_type_id);
}

function areaPrefixOrUndefined(areaCode: string | undefined): string | undefined {
  return areaCode ? areaPrefix(areaCode) : undefined;
}

export type LawyerPageRequest = LawyerFilters & { page: number; page_size: number };

/** The GET /lawyer query for one page of the list. */
export function lawyerPageRequest(filters: LawyerFilters, page: number): LawyerPageRequest {
  return { ...filters, page, page_size: LAWYER_PAGE_SIZE };
}
