import { API, type LawyerListItem, type Page } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerKeys } from '../../lawyer-directory/api/lawyer-keys';

export const RECOMMENDED_LAWYERS = 5;

/** The best-rated lawyers of the directory, for the home page. */
export function getRecommendedLawyers(signal?: AbortSignal): Promise<LawyerListItem[]> {
  return request<Page<LawyerListItem>>(API.lawyer, {
    query: { sort: 'rating', page: 1, page_size: RECOMMENDED_LAWYERS },
    signal,
  }).then((page) => page.list);
}

export const recommendedLawyersQueryOptions = () =>
  queryOptions({
    queryKey: lawyerKeys.recommended(),
    queryFn: ({ signal }) => getRecommendedLawyers(signal),
  });

export const useRecommendedLawyers = () => useQuery(recommendedLawyersQueryOptions());
