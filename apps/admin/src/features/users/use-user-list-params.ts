import { useListSearch } from '../../lib/use-list-search';
import type { UserListParams } from './api/get-users';

const KEYWORD_MAX = 20;

/** Keyword, 封禁 filter and page of 用户管理, kept in the address; values the server would refuse are dropped. */
export function useUserListParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['keyword', 'banned']);
  const banned = filters.banned === '1' ? 1 : filters.banned === '0' ? 0 : undefined;
  const params: UserListParams = {
    ...paging,
    ...(filters.keyword && filters.keyword.length <= KEYWORD_MAX ? { keyword: filters.keyword } : {}),
    ...(banned === undefined ? {} : { banned }),
  };
  return {
    params,
    setPage,
    setKeyword: (keyword: string | undefined) => setFilter('keyword', keyword),
    setBanned: (next: 0 | 1 | undefined) =>
      setFilter('banned', next === undefined ? undefined : String(next)),
  };
}
