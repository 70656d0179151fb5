import { useListSearch } from '../../lib/use-list-search';
import type { Paging } from '../../lib/use-list-search';

const FILTER_NAMES = ['state', 'keyword'] as const;
const KEYWORD_MAX = 30;

/** A list filtered by one of its `states` and a keyword (文档管理, 文档订单). */
export interface StateKeywordFilters<State extends string> {
  state?: State;
  keyword?: string;
}

/** Filters and page of a state-and-keyword list, kept in the address; values the server would refuse are dropped. */
export function useStateKeywordParams<State extends string>(states: readonly State[]) {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const isState = (raw: string | undefined): raw is State =>
    (states as readonly string[]).includes(raw ?? '');
  const chosen: StateKeywordFilters<State> = {
    ...(isState(filters.state) ? { state: filters.state } : {}),
    ...(filters.keyword && filters.keyword.length <= KEYWORD_MAX ? { keyword: filters.keyword } : {}),
  };
  const params: Paging & StateKeywordFilters<State> = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: StateKeywordFilters<State>) =>
      setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
