import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { LawyerFilterBar } from '../components/lawyer-filter-bar';
import { LawyerResults } from '../components/lawyer-results';
import { LawyerSearchBar } from '../components/lawyer-search-bar';
import { filtersFromQuery, type LawyerFilters } from '../lawyer-filters';
import { FOCUS_SEARCH, lawyerListAddress } from '../lawyer-list-address';
import styles from './lawyer-list-page.module.css';

/**
 * 律师列表: search, filters (area, practice area, sort) and the lawyers. The filters live in the
 * address (replaced, not pushed), so back and refresh keep them. Query: keyword, area_code,
 * legal_type_id, sort; focus=search focuses the search box.
 */
export default function LawyerListPage({ query }: PageProps) {
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const show = (next: LawyerFilters) => void navigate(lawyerListAddress(next), { replace: true });

  return (
    <div className={styles.page}>
      <LawyerSearchBar
        keyword={filters.keyword}
        autoFocus={query.focus === FOCUS_SEARCH}
        onSearch={(keyword) => show({ ...filters, keyword })}
      />
      <div className={styles.filters}>
        <LawyerFilterBar filters={filters} onChange={show} />
      </div>
      <LawyerResults filters={filters} onClearFilters={() => show({ sort: filters.sort })} />
    </div>
  );
}
