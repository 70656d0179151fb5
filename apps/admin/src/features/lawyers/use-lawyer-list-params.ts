import { useListSearch } from '../../lib/use-list-search';
import type { LawyerListParams } from './api/get-lawyers';

function parseEnabled(raw: string | undefined): 0 | 1 | undefined {
  if (raw === '1') return 1;
  if (raw === '0') return 0;
  return undefined;
}

/** Keyword, 启用/停用 filter and page of the lawyers list, kept in the address. */
export function useLawyerListParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['keyword', 'enabled']);
  const enabled = parseEnabled(filters.enabled);
  const params: LawyerListParams = {
    ...paging,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(enabled === undefined ? {} : { enabled }),
  };
  return {
    params,
    setPage,
    setKeyword: (keyword: string | undefined) => setFilter('keyword', keyword),
    setEnabled: (next: 0 | 1 | undefined) =>
      setFilter('enabled', next === undefined ? undefined : String(next)),
  };
}
