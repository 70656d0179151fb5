import { API } from '@lawbridge/contract';
import type {
  AdminDocumentCreateBody,
  DocumentCreated,
  FileUploadResult,
  LegalTypeNode,
} from '@lawbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { documentsQueryKey } from './get-documents';

/** The legal types a document is filed under (the apps' tree; only leaves are chosen). */
export function useLegalTypeTree() {
  return useQuery({
    queryKey: ['legal-type-tree'],
    queryFn: ({ signal }) => request<LegalTypeNode[]>(API.legalTypeTree, { signal }),
    staleTime: Infinity,
  });
}

/** The platform document's file, streamed to the server (PDF, DOC, DOCX); refusals are the dialog's to show. */
export function useUploadDocumentFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return request<FileUploadResult>(API.admin.documentFile, { method: 'POST', body, quiet: true });
    },
  });
}

/** 上传平台文档: listed free once processed and approved; the lists and the audit log load again. */
export function useCreatePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDocumentCreateBody) =>
      request<DocumentCreated>(API.admin.documents, { method: 'POST', body, quiet: true }),
    onSuccess: () => invalidateAll(queryClient, [documentsQueryKey, auditLogQueryKey]),
  });
}
