import { useListSearch } from '../../lib/use-list-search';
import type { RefundRequestListParams } from './api/get-refund-requests';

export type RefundTab = 'open' | 'granted' | 'refused';
const STATUS: Record<RefundTab, 0 | 1 | 2> = { open: 0, granted: 1, refused: 2 };

const parseTab = (raw: string | undefined): RefundTab =>
  raw === 'granted' || raw === 'refused' ? raw : 'open';

/** 待处理 / 已退款 / 不予退款 and the page of the refund queue, kept in the address. */
export function useRefundListParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['status']);
  const tab = parseTab(filters.status);
  const params: RefundRequestListParams = { ...paging, ...(tab === 'open' ? {} : { status: STATUS[tab] }) };
  return {
    params,
    tab,
    setPage,
    setTab: (next: RefundTab) => setFilter('status', next === 'open' ? undefined : next),
  };
}
