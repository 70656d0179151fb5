import { WITHDRAWAL_METHODS, WITHDRAWAL_STATES } from '@lawbridge/contract';
import type { WithdrawalMethod, WithdrawalStateKey } from '@lawbridge/contract';
import { useListSearch } from '../../lib/use-list-search';
import type { WithdrawalFilters, WithdrawalListParams } from './api/get-withdrawals';

const FILTER_NAMES = ['state', 'method', 'keyword', 'date_from', 'date_to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYWORD_MAX = 20;

const isState = (raw: string | undefined): raw is WithdrawalStateKey =>
  (WITHDRAWAL_STATES as readonly string[]).includes(raw ?? '');
const isMethod = (raw: string | undefined): raw is WithdrawalMethod =>
  (WITHDRAWAL_METHODS as readonly string[]).includes(raw ?? '');

/** Filters and page of 提现管理, kept in the address; values the server would refuse are dropped. */
export function useWithdrawalListParams() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const chosen: WithdrawalFilters = {
    ...(isState(filters.state) ? { state: filters.state } : {}),
    ...(isMethod(filters.method) ? { method: filters.method } : {}),
    ...(filters.keyword && filters.keyword.length <= KEYWORD_MAX ? { keyword: filters.keyword } : {}),
    ...(filters.date_from && DATE.test(filters.date_from) ? { date_from: filters.date_from } : {}),
    ...(filters.date_to && DATE.test(filters.date_to) ? { date_to: filters.date_to } : {}),
  };
  const params: WithdrawalListParams = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: WithdrawalFilters) =>
      setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
