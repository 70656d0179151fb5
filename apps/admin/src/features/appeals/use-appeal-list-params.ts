import { APPEAL_ORDER_KINDS, APPEAL_STATES, APPEAL_TYPES } from '@lawbridge/contract';
import { useListSearch } from '../../lib/use-list-search';
import type { AppealFilters, AppealListParams } from './api/get-appeals';

const FILTER_NAMES = ['state', 'order_kind', 'type', 'order_no', 'lawyer_name'] as const;
const ORDER_NO = /^[SAD]\d{16}$/;
const NAME_MAX = 20;

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined): raw is T =>
  (values as readonly string[]).includes(raw ?? '');

/** Filters and page of 申诉管理, kept in the address; values the server would refuse are dropped. */
export function useAppealListParams() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const chosen: AppealFilters = {
    ...(oneOf(APPEAL_STATES, filters.state) ? { state: filters.state } : {}),
    ...(oneOf(APPEAL_ORDER_KINDS, filters.order_kind) ? { order_kind: filters.order_kind } : {}),
    ...(oneOf(APPEAL_TYPES, filters.type) ? { type: filters.type } : {}),
    ...(filters.order_no && ORDER_NO.test(filters.order_no) ? { order_no: filters.order_no } : {}),
    ...(filters.lawyer_name && filters.lawyer_name.length <= NAME_MAX
      ? { lawyer_name: filters.lawyer_name }
      : {}),
  };
  const params: AppealListParams = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: AppealFilters) =>
      setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
