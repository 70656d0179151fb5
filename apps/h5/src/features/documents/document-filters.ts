import { DOCUMENT_SORTS, documentListQuery, type DocumentSort } from '@lawbridge/contract';
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

const fields = documentListQuery.shape;

/** The filters a centre address carries; a value the server would refuse is left out. */
export function filtersFromQuery(query: QueryParams): DocumentFilters {
  const keyword = fields.keyword.safeParse(query.keyword);
  const legalType = fields.legal_type_id.safeParse(query.legal_type_id || undefined);
  return {
    keyword: (keyword.success && keyword.data) || undefined,
    legal_type_id: legalType.success ? legalType.data : undefined,
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
