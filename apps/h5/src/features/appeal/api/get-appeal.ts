import { API, type AppealDetail } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appealKeys, type AppealSide } from './appeal-keys';

const DETAIL_PATHS = { customer: API.appealDetail, lawyer: API.lawyerAppealDetail } as const;

/** One appeal as `side` sees it (the same evidence, timeline and decision; each side's own actions). */
export const useAppeal = (side: AppealSide, id: number) =>
  useQuery({
    queryKey: appealKeys.detail(side, id),
    queryFn: ({ signal }) => request<AppealDetail>(DETAIL_PATHS[side], { query: { id }, signal }),
    enabled: id > 0,
    staleTime: 0,
  });
