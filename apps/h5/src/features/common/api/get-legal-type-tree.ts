import { API, type LegalTypeNode } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { COMMON_DATA_STALE_MS, commonKeys } from './common-keys';

/** Practice areas: parents with their leaves. */
export function getLegalTypeTree(signal?: AbortSignal): Promise<LegalTypeNode[]> {
  return request<LegalTypeNode[]>(API.legalTypeTree, { signal });
}

export const legalTypeTreeQueryOptions = () =>
  queryOptions({
    queryKey: commonKeys.legalTypeTree,
    queryFn: ({ signal }) => getLegalTypeTree(signal),
    staleTime: COMMON_DATA_STALE_MS,
  });

/** `enabled: false` reads the cache only (the query waits until the tree is shown). */
export const useLegalTypeTree = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...legalTypeTreeQueryOptions(), enabled });
