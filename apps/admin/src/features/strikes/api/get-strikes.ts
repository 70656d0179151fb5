import { API } from '@lawbridge/contract';
import type { AdminStrikeLawyer, Page } from '@lawbridge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export type StrikeListParams = Paging & { paused?: 0 | 1 };

export const strikesQueryKey = ['lawyer-strikes'] as const;

/** Lawyers with strikes, paused ones first, each with their strikes newest first. */
export function useStrikes(params: StrikeListParams) {
  return useQuery({
    queryKey: [...strikesQueryKey, params],
    queryFn: ({ signal }) =>
      request<Page<AdminStrikeLawyer>>(API.admin.lawyerStrikes, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
