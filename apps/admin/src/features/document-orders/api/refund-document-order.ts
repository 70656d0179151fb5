import { API } from '@lawbridge/contract';
import type { adminDocumentOrderRefundBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { documentsQueryKey } from '../../documents/api/get-documents';
import { documentOrdersQueryKey } from './get-document-orders';

type RefundBody = z.infer<typeof adminDocumentOrderRefundBody>;

/**
 * 全额退款 of a paid, unsettled order. Refused or not, the orders, the documents' sales and the audit log
 * load again; the refusal is shown in the dialog, so no toast repeats it.
 */
export function useRefundDocumentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) =>
      request<null>(API.admin.documentOrderRefund, { method: 'POST', body, quiet: true }),
    onSettled: () =>
      invalidateAll(queryClient, [documentOrdersQueryKey, documentsQueryKey, auditLogQueryKey]),
  });
}
