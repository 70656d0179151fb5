import { useListSearch } from '../../lib/use-list-search';
import type { ReviewFilters, ReviewListParams } from './api/get-reviews';

const FILTER_NAMES = ['rating', 'lawyer_name', 'hidden'] as const;

/** 评价管理's filters and page, kept in the address; values the server would refuse are dropped. */
export function useReviewListParams() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const rating = Number(filters.rating);
  const chosen: ReviewFilters = {
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
    ...(filters.lawyer_name ? { lawyer_name: filters.lawyer_name } : {}),
    ...(filters.hidden === '0' || filters.hidden === '1' ? { hidden: Number(filters.hidden) as 0 | 1 } : {}),
  };
  const params: ReviewListParams = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: ReviewFilters) =>
      setFilters({
        rating: next.rating === undefined ? undefined : String(next.rating),
        lawyer_name: next.lawyer_name,
        hidden: next.hidden === undefined ? undefined : String(next.hidden),
      }),
  };
}
