import { API, type WithdrawalRules } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

/** The 提现 page's figures: what may be withdrawn now, the rules, the open withdrawal and the payees. */
export const useWithdrawalRules = () =>
  useQuery({
    queryKey: withdrawalKeys.rules(),
    queryFn: ({ signal }) => request<WithdrawalRules>(API.withdrawalRules, { signal }),
    staleTime: 0,
  });
