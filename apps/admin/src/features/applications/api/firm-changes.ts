import { API, ReviewState } from '@lawbridge/contract';
import type { AdminFirmChangeItem, Page } from '@lawbridge/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { lawyersQueryKey } from '../../lawyers/api/get-lawyers';

export const firmChangesQueryKey = ['firm-changes'] as const;

/** One page of the lawyers' changes of 执业机构 that wait for review. */
export function useWaitingFirmChanges(paging: Paging) {
  return useQuery({
    queryKey: [...firmChangesQueryKey, 'waiting', paging],
    queryFn: ({ signal }) =>
      request<Page<AdminFirmChangeItem>>(API.admin.firmChanges, {
        query: { ...paging, status: ReviewState.waiting.value },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A decision leaves the queue, may change a lawyer's firm, and is audited. */
function useDecision<Input>(send: (input: Input) => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateAll(queryClient, [firmChangesQueryKey, lawyersQueryKey, auditLogQueryKey]),
  });
}

export function useApproveFirmChange() {
  return useDecision((id: number) =>
    request<null>(API.admin.firmChangeApprove, { method: 'POST', body: { id } }),
  );
}

export function useRejectFirmChange() {
  return useDecision((body: { id: number; reason: string }) =>
    request<null>(API.admin.firmChangeReject, { method: 'POST', body }),
  );
}
