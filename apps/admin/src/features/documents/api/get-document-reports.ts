import { API } from '@lawbridge/contract';
import type { AdminDocumentReport, DocumentReportState, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export type DocumentReportListParams = Paging & { state?: DocumentReportState };

export const documentReportsQueryKey = ['document-reports'] as const;

export function getDocumentReports(
  params: DocumentReportListParams,
  signal?: AbortSignal,
): Promise<Page<AdminDocumentReport>> {
  return request<Page<AdminDocumentReport>>(API.admin.documentReports, { query: { ...params }, signal });
}

/** One page of 举报 (open ones first). */
export function useDocumentReports(params: DocumentReportListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...documentReportsQueryKey, params],
      queryFn: ({ signal }) => getDocumentReports(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
