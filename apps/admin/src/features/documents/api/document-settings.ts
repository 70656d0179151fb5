import { API } from '@lawbridge/contract';
import type { DocumentSettings, DocumentSettingsBody } from '@lawbridge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';

export const documentSettingsQueryKey = ['document-settings'] as const;

export function documentSettingsQueryOptions() {
  return queryOptions({
    queryKey: documentSettingsQueryKey,
    queryFn: ({ signal }) => request<DocumentSettings>(API.admin.documentSettings, { signal }),
  });
}

/** 文档设置: the price band (fen), the document commission (%) and the daily download cap. */
export function useDocumentSettings() {
  return useQuery(documentSettingsQueryOptions());
}

/** The server's refusal is shown on the form, so no toast repeats it. */
export function useSaveDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentSettingsBody) =>
      request<unknown>(API.admin.documentSettings, { method: 'POST', body, quiet: true }),
    onSettled: () => invalidateAll(queryClient, [documentSettingsQueryKey, auditLogQueryKey]),
  });
}
