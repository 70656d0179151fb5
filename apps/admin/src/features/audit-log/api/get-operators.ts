import { API } from '@lawbridge/contract';
import type { OperatorOption } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The console's operators, for the 操作人 filter; they rarely change. */
export function useOperators() {
  return useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => request<OperatorOption[]>(API.admin.operators, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
