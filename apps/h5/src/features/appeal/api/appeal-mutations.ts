import {
  API,
  type AppealActionBody,
  type AppealAnswerBody,
  type AppealCreateBody,
} from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshAppeals } from './appeal-keys';

/**
 * A mutation of an appeal posted to `path`; afterwards (refused too: the appeal may have moved on) every
 * appeal page is fetched again when next shown. A refusal has been shown as a toast.
 */
function useAppealPost<Body, Answer>(path: string, loading: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<Answer>(path, { method: 'POST', body, loading }),
    onSettled: () => refreshAppeals(queryClient),
  });
}

/** 提交申诉: answers the new appeal's id. */
export const useCreateAppeal = () =>
  useAppealPost<AppealCreateBody, { id: number }>(API.appeals, '正在提交…');

/** The customer accepts or declines the lawyer's offer, or withdraws the appeal. */
export const useActOnAppeal = () => useAppealPost<AppealActionBody, unknown>(API.appealAction, '正在提交…');

/** The lawyer offers a refund or contests the appeal. */
export const useAnswerAppeal = () =>
  useAppealPost<AppealAnswerBody, unknown>(API.lawyerAppealAnswer, '正在提交…');
