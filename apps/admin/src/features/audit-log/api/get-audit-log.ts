import { API } from '@lawbridge/contract';
import type { AuditLogItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface AuditLogParams extends Paging {
  /** Exact action name, e.g. `operator.login`; absent means every action. */
  action?: string;
  /** The acting operator; absent means everyone. */
  operator_id?: number;
  /** Days in Asia/Shanghai, `YYYY-MM-DD`, both included. */
  date_from?: string;
  date_to?: string;
}

/** Every operator action adds an entry, so actions mark this stale. */
export const auditLogQueryKey = ['audit-log'] as const;

export function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<Page<AuditLogItem>> {
  return request<Page<AuditLogItem>>(API.admin.auditLog, { query: { ...params }, signal });
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: [...auditLogQueryKey, params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
