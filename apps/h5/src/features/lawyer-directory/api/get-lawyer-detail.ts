import { API, type LawyerDetail } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerKeys } from './lawyer-keys';

/** A lawyer's page, fetched by the lawyer's (user) uuid. */
export function getLawyerDetail(uuid: string, signal?: AbortSignal): Promise<LawyerDetail> {
  return request<LawyerDetail>(API.lawyerDetail, { query: { uuid }, signal });
}

export const lawyerDetailQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: lawyerKeys.detail(uuid),
    queryFn: ({ signal }) => getLawyerDetail(uuid, signal),
  });

export const useLawyerDetail = (uuid: string) =>
  useQuery({ ...lawyerDetailQueryOptions(uuid), enabled: uuid !== '' });
