import { API, type IsApplyResult } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';
import { lawyerApplyKeys } from './lawyer-apply-keys';

/** The latest application and its review state; status null when the user never applied. */
export function getApplyStatus(signal?: AbortSignal): Promise<IsApplyResult> {
  return request<IsApplyResult>(API.lawyerIsApply, { signal });
}

export const applyStatusQueryOptions = () =>
  queryOptions({
    queryKey: lawyerApplyKeys.status,
    queryFn: ({ signal }) => getApplyStatus(signal),
  });

export function useApplyStatus() {
  const signedIn = useSession((state) => Boolean(state.token));
  return useQuery({ ...applyStatusQueryOptions(), enabled: signedIn });
}
