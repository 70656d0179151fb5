import { API, type FeedbackBody, type FeedbackItem } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

export function submitFeedback(body: FeedbackBody): Promise<FeedbackItem> {
  return request<FeedbackItem>(API.feedback, { method: 'POST', body, loading: '提交中…' });
}

/** Sends feedback, then reloads 我的反馈 so it shows at the top. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.mine }),
  });
}
