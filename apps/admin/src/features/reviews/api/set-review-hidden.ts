import { API } from '@lawbridge/contract';
import type { AdminReviewHiddenBody, AdminReviewItem } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { reviewsQueryKey } from './get-reviews';

export function setReviewHidden(body: AdminReviewHiddenBody): Promise<AdminReviewItem> {
  return request<AdminReviewItem>(API.admin.reviewHidden, { method: 'POST', body });
}

/** Hides a review (out of every public list and the lawyer's figures) or shows it again; audited. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => invalidateAll(queryClient, [reviewsQueryKey, auditLogQueryKey]),
  });
}
