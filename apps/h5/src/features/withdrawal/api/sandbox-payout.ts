import { API, type SandboxPayoutBill, type SandboxPayoutDecisionBody } from '@lawbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshWithdrawals, withdrawalKeys } from './withdrawal-keys';

/** The sandbox payout bill named by 模拟确认收款's address (the lawyer's own). */
export const useSandboxPayoutBill = (billNo: string) =>
  useQuery({
    queryKey: withdrawalKeys.sandboxBill(billNo),
    queryFn: ({ signal }) =>
      request<SandboxPayoutBill>(API.payoutSandbox, { query: { bill_no: billNo }, signal }),
    enabled: billNo !== '',
    staleTime: 0,
  });

/** 确认收款 / 暂不确认 on the sandbox bill; the withdrawal and the wallet are fetched again. */
export function useDecideSandboxPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPayoutDecisionBody) =>
      request<unknown>(API.payoutSandbox, { method: 'POST', body, loading: true }),
    onSettled: () => refreshWithdrawals(queryClient),
  });
}
