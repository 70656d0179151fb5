import { API } from '@lawbridge/contract';
import type { HoldDaysSetting } from '@lawbridge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';

export const holdDaysQueryKey = ['hold-days'] as const;

export function holdDaysQueryOptions() {
  return queryOptions({
    queryKey: holdDaysQueryKey,
    queryFn: ({ signal }) => request<HoldDaysSetting>(API.admin.holdDays, { signal }),
  });
}

/** 收入冻结期: days a lawyer's income is held after the order finished. */
export function useHoldDays() {
  return useQuery(holdDaysQueryOptions());
}

/** Applies to orders finishing from now on. */
export function useSaveHoldDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldDaysSetting) =>
      request<HoldDaysSetting>(API.admin.holdDays, { method: 'POST', body }),
    onSuccess: () => invalidateAll(queryClient, [holdDaysQueryKey, auditLogQueryKey]),
  });
}
