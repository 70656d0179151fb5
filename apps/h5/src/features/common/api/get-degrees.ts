import { API, type Degree } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { COMMON_DATA_STALE_MS, commonKeys } from './common-keys';

export function getDegrees(signal?: AbortSignal): Promise<Degree[]> {
  return request<Degree[]>(API.degrees, { signal });
}

export const degreesQueryOptions = () =>
  queryOptions({
    queryKey: commonKeys.degrees,
    queryFn: ({ signal }) => getDegrees(signal),
    staleTime: COMMON_DATA_STALE_MS,
  });

export const useDegrees = () => useQuery(degreesQueryOptions());
