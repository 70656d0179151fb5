import {
  DOCUMENT_KEYWORD_MAX,
  DOCUMENT_SORTS,
  idOf,
  searchKeywordOf,
  type DocumentSort,
} from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import type { QueryParams } from '../../lib/url';
import { withQuery } from '../../lib/url';

/** The document centre's filters; the page keeps them in its address so back and refresh keep them. */
export type DocumentFilters = {
  keyword?: string;
  /** A legal-type id; a parent includes its leaves. */
  legal_type_id?: number;
  sort: DocumentSort;
};

export const DOCUMENT_PAGE_SIZE = 20;

/**
 * The filters a centre address carries; a value the server would refuse is left out (the contract's plain
 * checks, not its schemas: the centre loads no validation code).
 */
export function filtersFromQuery(query: QueryParams): DocumentFilters {
  return {
    keyword: searchKeywordOf(query.keyword, DOCUMENT_KEYWORD_MAX),
    legal_type_id: idOf(query.legal_type_id),
    sort: DOCUMENT_SORTS.find((sort) => sort === query.sort) ?? 'default',
  };
}

export const hasNarrowingFilters = (filters: DocumentFilters): boolean =>
  Boolean(filters.keyword || filters.legal_type_id);

/** The centre's address for `filters` (the default sort left out). */
export const documentCentreAddress = (filters: DocumentFilters): string =>
  withQuery(PATHS.documentDownload, {
    keyword: filters.keyword,
    legal_type_id: filters.legal_type_id,
    sort: filters.sort === 'default' ? undefined : filters.sort,
  });
