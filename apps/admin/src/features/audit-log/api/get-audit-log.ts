import { API } from '@lawbridge/contract';
import type { AuditLogItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export interface AuditLogParams {
  page: number;
  page_size: number;
  /** Exact action name, e.g. `operator.login`; absent means every action. */
  action?: string;
}

export function getAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<Page<AuditLogItem>> {
  return request<Page<AuditLogItem>>(API.admin.auditLog, { query: { ...params }, signal });
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: ['audit-log', params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
