import { API } from '@lawbridge/contract';
import type { WithdrawalSettings, WithdrawalSettingsBody } from '@lawbridge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';

export const withdrawalSettingsQueryKey = ['withdrawal-settings'] as const;

export function withdrawalSettingsQueryOptions() {
  return queryOptions({
    queryKey: withdrawalSettingsQueryKey,
    queryFn: ({ signal }) => request<WithdrawalSettings>(API.admin.withdrawalSettings, { signal }),
  });
}

/** 提现规则: minimum, daily cap, the two-person threshold and auto-approval, in fen. */
export function useWithdrawalSettings() {
  return useQuery(withdrawalSettingsQueryOptions());
}

export function useSaveWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalSettingsBody) =>
      request<unknown>(API.admin.withdrawalSettings, { method: 'POST', body }),
    onSuccess: () => invalidateAll(queryClient, [withdrawalSettingsQueryKey, auditLogQueryKey]),
  });
}
