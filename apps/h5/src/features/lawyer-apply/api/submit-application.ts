import { API, type LawyerApplyBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerApplyKeys } from './lawyer-apply-keys';

export function submitApplication(body: LawyerApplyBody): Promise<unknown> {
  return request<unknown>(API.lawyerApply, { method: 'POST', body, loading: '提交中…' });
}

/** Submits a certification application; the status page then shows it as waiting. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawyerApplyKeys.status }),
  });
}
