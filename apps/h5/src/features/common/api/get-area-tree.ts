import { API, type AreaNode } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { COMMON_DATA_STALE_MS, commonKeys } from './common-keys';

/** Provinces → cities → districts. */
export function getAreaTree(signal?: AbortSignal): Promise<AreaNode[]> {
  return request<AreaNode[]>(API.areaTree, { signal });
}

export const areaTreeQueryOptions = () =>
  queryOptions({
    queryKey: commonKeys.areaTree,
    queryFn: ({ signal }) => getAreaTree(signal),
    staleTime: COMMON_DATA_STALE_MS,
  });

export const useAreaTree = () => useQuery(areaTreeQueryOptions());
