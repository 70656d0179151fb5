import { API } from '@lawbridge/contract';
import type { applicationRejectBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request';
import { refreshAfterDecision } from './decision-effects';

export type ApplicationRejectBody = z.infer<typeof applicationRejectBody>;

export function rejectApplication(body: ApplicationRejectBody): Promise<null> {
  return request<null>(API.admin.applicationReject, { method: 'POST', body });
}

/** Rejects an application with a reason the applicant sees. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: () => refreshAfterDecision(queryClient),
  });
}
