import { API } from '@lawbridge/contract';
import type {
  AdminDocumentReportHandleBody,
  AdminDocumentReviewBody,
  AdminDocumentTakeDownBody,
} from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { documentReportsQueryKey } from './get-document-reports';
import { documentsQueryKey } from './get-documents';

/**
 * One operator action on a document. Refused or not, the documents, the reports and the audit log load
 * again: another operator may have acted first, so the view shows what is possible now. The refusal's
 * message is the caller's to show (in its dialog), so no toast repeats it.
 */
function useDocumentAction<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<null>(path, { method: 'POST', body, quiet: true }),
    onSettled: () =>
      invalidateAll(queryClient, [documentsQueryKey, documentReportsQueryKey, auditLogQueryKey]),
  });
}

/** 通过 (listed; a new version replaces the listed one) or 驳回 a version, with a preset reason and text. */
export const useReviewDocument = () => useDocumentAction<AdminDocumentReviewBody>(API.admin.documentReview);

/** 下架: hidden from the centre; buyers keep their copies. */
export const useTakeDownDocument = () =>
  useDocumentAction<AdminDocumentTakeDownBody>(API.admin.documentTakeDown);

/** 恢复上架: a taken-down document is listed again. */
export const useRestoreDocument = () => useDocumentAction<{ id: number }>(API.admin.documentRestore);

/** 驳回举报, or 下架文档 because of it. */
export const useHandleDocumentReport = () =>
  useDocumentAction<AdminDocumentReportHandleBody>(API.admin.documentReportHandle);
