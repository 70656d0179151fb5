import { API } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshAfterDecision } from './decision-effects';

export function approveApplication(id: number): Promise<null> {
  return request<null>(API.admin.applicationApprove, { method: 'POST', body: { id } });
}

/** Approves an application: the applicant becomes a certified lawyer. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: () => refreshAfterDecision(queryClient),
  });
}
