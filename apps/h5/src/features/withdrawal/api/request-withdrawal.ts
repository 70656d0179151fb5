import { API, type WithdrawalItem, type WithdrawalRequestBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshWithdrawals } from './withdrawal-keys';

/**
 * 申请提现: answers the new withdrawal. Afterwards (refused too: the figures may have moved) the rules, the
 * records and the wallet are fetched again when next shown.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequestBody) =>
      request<WithdrawalItem>(API.withdrawals, { method: 'POST', body, loading: '正在提交…' }),
    onSettled: () => refreshWithdrawals(queryClient),
  });
}
