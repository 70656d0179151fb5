import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, TRANSPORT_FAILURE } from '../../../lib/request';
import { useDocument } from '../api/get-document';
import { DocumentDetailView } from '../components/document-detail-view';
import { DocumentFilterBar } from '../components/document-filter-bar';
import { DocumentResults } from '../components/document-results';
import { DocumentSearchBar } from '../components/document-search-bar';
import { ToCentreButton } from '../components/to-centre-button';
import { documentIdOf } from '../document-address';
import { documentCentreAddress, filtersFromQuery, type DocumentFilters } from '../document-filters';

/**
 * 文档下载: the document centre (query: keyword, legal_type_id, sort; kept in the address, replaced, so back
 * and refresh keep them), or with `id` one document's detail.
 */
export default function DocumentDownloadPage({ query }: PageProps) {
  return query.id === undefined ? (
    <DocumentCentre query={query} />
  ) : (
    <DocumentDetailPage id={documentIdOf(query.id)} />
  );
}

function DocumentCentre({ query }: PageProps) {
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

function DocumentDetailPage({ id }: { id: number }) {
  const document = useDocument(id);
  const refusal =
    id === 0
      ? '文档不存在'
      : document.error instanceof ApiError && document.error.code !== TRANSPORT_FAILURE
        ? document.error.message
        : null;
  if (refusal) {
    return (
      <EmptyState text={refusal}>
        <ToCentreButton />
      </EmptyState>
    );
  }
  return (
    <AsyncView query={document} loading={<Skeleton.Paragraph lineCount={10} animated />}>
      {(detail) => <DocumentDetailView document={detail} />}
    </AsyncView>
  );
}
