import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { DocumentFilterBar } from '../components/document-filter-bar';
import { DocumentResults } from '../components/document-results';
import { DocumentSearchBar } from '../components/document-search-bar';
import { documentCentreAddress, filtersFromQuery, type DocumentFilters } from '../document-filters';

/**
 * 文档下载 without `id`: the document centre (query: keyword, legal_type_id, sort; kept in the address,
 * replaced, so back and refresh keep them). With `id` the route draws document-detail-page.tsx.
 */
export default function DocumentCentrePage({ query }: PageProps) {
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const show = (next: DocumentFilters) => void navigate(documentCentreAddress(next), { replace: true });
  return (
    <div>
      <DocumentSearchBar keyword={filters.keyword} onSearch={(keyword) => show({ ...filters, keyword })} />
      <DocumentFilterBar filters={filters} onChange={show} />
      <DocumentResults filters={filters} onClearFilters={() => show({ sort: filters.sort })} />
    </div>
  );
}
