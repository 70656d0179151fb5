import { API } from '@lawbridge/contract';
import type { feedbackReplyBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { feedbackQueryKey } from './get-feedback';

export type FeedbackReplyBody = z.infer<typeof feedbackReplyBody>;

export function replyFeedback(body: FeedbackReplyBody): Promise<null> {
  return request<null>(API.admin.feedbackReply, { method: 'POST', body });
}

/** Sends the reply the user sees and marks the feedback handled. */
export function useReplyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSuccess: () => invalidateAll(queryClient, [feedbackQueryKey, auditLogQueryKey]),
  });
}
