import { ReviewState } from '@lawbridge/contract';
import type { ReviewStateValue } from '@lawbridge/contract';
import { useListSearch } from '../../lib/use-list-search';
import type { ApplicationListParams } from './api/get-applications';

export const ALL_STATUSES = 'all';
export type StatusFilter = ReviewStateValue | typeof ALL_STATUSES;

const DEFAULT_STATUS: StatusFilter = ReviewState.waiting.value;

function parseStatus(raw: string | undefined): StatusFilter {
  if (raw === ALL_STATUSES) return ALL_STATUSES;
  return ReviewState.values.find((value) => String(value) === raw) ?? DEFAULT_STATUS;
}

/**
 * Status filter, keyword and page of the certification queue, kept in the address.
 * Without a status in the address the queue shows what waits for a decision.
 */
export function useApplicationListParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['status', 'keyword']);
  const status = parseStatus(filters.status);
  const params: ApplicationListParams = {
    ...paging,
    ...(status === ALL_STATUSES ? {} : { status }),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  return {
    params,
    status,
    keyword: filters.keyword,
    setPage,
    setStatus: (next: StatusFilter) =>
      setFilter('status', next === DEFAULT_STATUS ? undefined : String(next)),
    setKeyword: (keyword: string | undefined) => setFilter('keyword', keyword),
  };
}
